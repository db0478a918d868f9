// Request and response schemas of the account settings routes (four eyes: docs/roles-and-four-eyes.md).
import { responseOf } from "./fromGraphQL";

export { FourEyesPolicyInput as FourEyesPolicyBody } from "../../domain/accounts/inputs";

export const FourEyesPolicyResponse = responseOf("FourEyesPolicy", { id: "FourEyesPolicy" });
