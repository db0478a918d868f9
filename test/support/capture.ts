// A stream standing in for the terminal or the pipe a CLI command writes to, keeping what it wrote.
import { PassThrough } from "node:stream";

export function capture(isTTY: boolean) {
  const stream = new PassThrough() as PassThrough & { isTTY?: boolean };
  stream.isTTY = isTTY;
  let text = "";
  stream.on("data", (c: Buffer) => (text += c.toString()));
  return { stream: stream as unknown as NodeJS.WriteStream, text: () => text };
}
