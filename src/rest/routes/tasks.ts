// Task routes (spec 2.5, 4.4).
import { Mutation, Query } from "../operations";
import type { Route } from "../route";
import { idParams } from "../schemas/common";
import { ListTasksQuery, TaskPageResponse, TaskResponse, UpdateTaskBody } from "../schemas/documents";

export function taskRoutes(): Route[] {
  return [
    {
      method: "get",
      path: "/tasks",
      summary: "Review tasks, optionally of one application, filtered by status, type, assigneeId and reviewerId",
      tag: "Tasks",
      query: ListTasksQuery,
      operation: (
        s,
      ) => `query($applicationId: ID, $status: [TaskStatus!], $type: [TaskType!], $assigneeId: ID, $reviewerId: ID, $orderBy: TaskSortField, $cursor: String, $limit: Int, $order: SortOrder) {
        tasks(applicationId: $applicationId, status: $status, type: $type, assigneeId: $assigneeId, reviewerId: $reviewerId, orderBy: $orderBy, cursor: $cursor, limit: $limit, order: $order) ${s} }`,
      field: Query.tasks,
      variables: ({ query }) => query,
      response: { status: 200, schema: TaskPageResponse, description: "A page of tasks" },
    },
    {
      method: "get",
      path: "/tasks/:taskId",
      summary: "One task, with its document or screening hit",
      tag: "Tasks",
      params: idParams("taskId"),
      operation: (s) => `query($id: ID!) { task(id: $id) ${s} }`,
      field: Query.task,
      variables: ({ params }) => ({ id: params.taskId }),
      response: { status: 200, schema: TaskResponse, description: "The task" },
    },
    {
      method: "patch",
      path: "/tasks/:taskId",
      summary: "Change a task's status (PENDING → IN_PROGRESS → RESOLVED or DISMISSED; finished tasks reopen to PENDING), assignee or reviewer",
      tag: "Tasks",
      params: idParams("taskId"),
      body: UpdateTaskBody,
      operation: (s) => `mutation($id: ID!, $input: UpdateTaskInput!) { updateTask(id: $id, input: $input) ${s} }`,
      field: Mutation.updateTask,
      variables: ({ params, body }) => ({ id: params.taskId, input: body }),
      response: { status: 200, schema: TaskResponse, description: "The task" },
      extraErrors: [409], // a status change the task's lifecycle does not allow
    },
  ];
}
