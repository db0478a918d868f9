from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.get_tasks_order import GetTasksOrder
from ...models.get_tasks_order_by import GetTasksOrderBy
from ...models.get_tasks_status_item import GetTasksStatusItem
from ...models.get_tasks_type_item import GetTasksTypeItem
from ...models.task_page import TaskPage
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    application_id: str | Unset = UNSET,
    status: list[GetTasksStatusItem] | Unset = UNSET,
    type_: list[GetTasksTypeItem] | Unset = UNSET,
    assignee_id: str | Unset = UNSET,
    reviewer_id: str | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
    order: GetTasksOrder | Unset = UNSET,
    order_by: GetTasksOrderBy | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["applicationId"] = application_id

    json_status: list[str] | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = []
        for status_item_data in status:
            status_item = status_item_data.value
            json_status.append(status_item)


    params["status"] = json_status

    json_type_: list[str] | Unset = UNSET
    if not isinstance(type_, Unset):
        json_type_ = []
        for type_item_data in type_:
            type_item = type_item_data.value
            json_type_.append(type_item)


    params["type"] = json_type_

    params["assigneeId"] = assignee_id

    params["reviewerId"] = reviewer_id

    params["cursor"] = cursor

    params["limit"] = limit

    json_order: str | Unset = UNSET
    if not isinstance(order, Unset):
        json_order = order.value

    params["order"] = json_order

    json_order_by: str | Unset = UNSET
    if not isinstance(order_by, Unset):
        json_order_by = order_by.value

    params["orderBy"] = json_order_by


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/tasks",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | TaskPage | None:
    if response.status_code == 200:
        response_200 = TaskPage.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())



        return response_401

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())



        return response_404

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = Error.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | TaskPage]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    application_id: str | Unset = UNSET,
    status: list[GetTasksStatusItem] | Unset = UNSET,
    type_: list[GetTasksTypeItem] | Unset = UNSET,
    assignee_id: str | Unset = UNSET,
    reviewer_id: str | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
    order: GetTasksOrder | Unset = UNSET,
    order_by: GetTasksOrderBy | Unset = UNSET,

) -> Response[Error | TaskPage]:
    """ Review tasks, optionally of one application, filtered by status, type, assigneeId and reviewerId

     Permission: `read` (viewer, analyst, approver, admin, or a key without a role).

    Args:
        application_id (str | Unset):
        status (list[GetTasksStatusItem] | Unset):
        type_ (list[GetTasksTypeItem] | Unset):
        assignee_id (str | Unset):
        reviewer_id (str | Unset):
        cursor (str | Unset):
        limit (int | Unset):
        order (GetTasksOrder | Unset):
        order_by (GetTasksOrderBy | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | TaskPage]
     """


    kwargs = _get_kwargs(
        application_id=application_id,
status=status,
type_=type_,
assignee_id=assignee_id,
reviewer_id=reviewer_id,
cursor=cursor,
limit=limit,
order=order,
order_by=order_by,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    application_id: str | Unset = UNSET,
    status: list[GetTasksStatusItem] | Unset = UNSET,
    type_: list[GetTasksTypeItem] | Unset = UNSET,
    assignee_id: str | Unset = UNSET,
    reviewer_id: str | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
    order: GetTasksOrder | Unset = UNSET,
    order_by: GetTasksOrderBy | Unset = UNSET,

) -> Error | TaskPage | None:
    """ Review tasks, optionally of one application, filtered by status, type, assigneeId and reviewerId

     Permission: `read` (viewer, analyst, approver, admin, or a key without a role).

    Args:
        application_id (str | Unset):
        status (list[GetTasksStatusItem] | Unset):
        type_ (list[GetTasksTypeItem] | Unset):
        assignee_id (str | Unset):
        reviewer_id (str | Unset):
        cursor (str | Unset):
        limit (int | Unset):
        order (GetTasksOrder | Unset):
        order_by (GetTasksOrderBy | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | TaskPage
     """


    return sync_detailed(
        client=client,
application_id=application_id,
status=status,
type_=type_,
assignee_id=assignee_id,
reviewer_id=reviewer_id,
cursor=cursor,
limit=limit,
order=order,
order_by=order_by,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    application_id: str | Unset = UNSET,
    status: list[GetTasksStatusItem] | Unset = UNSET,
    type_: list[GetTasksTypeItem] | Unset = UNSET,
    assignee_id: str | Unset = UNSET,
    reviewer_id: str | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
    order: GetTasksOrder | Unset = UNSET,
    order_by: GetTasksOrderBy | Unset = UNSET,

) -> Response[Error | TaskPage]:
    """ Review tasks, optionally of one application, filtered by status, type, assigneeId and reviewerId

     Permission: `read` (viewer, analyst, approver, admin, or a key without a role).

    Args:
        application_id (str | Unset):
        status (list[GetTasksStatusItem] | Unset):
        type_ (list[GetTasksTypeItem] | Unset):
        assignee_id (str | Unset):
        reviewer_id (str | Unset):
        cursor (str | Unset):
        limit (int | Unset):
        order (GetTasksOrder | Unset):
        order_by (GetTasksOrderBy | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | TaskPage]
     """


    kwargs = _get_kwargs(
        application_id=application_id,
status=status,
type_=type_,
assignee_id=assignee_id,
reviewer_id=reviewer_id,
cursor=cursor,
limit=limit,
order=order,
order_by=order_by,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    application_id: str | Unset = UNSET,
    status: list[GetTasksStatusItem] | Unset = UNSET,
    type_: list[GetTasksTypeItem] | Unset = UNSET,
    assignee_id: str | Unset = UNSET,
    reviewer_id: str | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
    order: GetTasksOrder | Unset = UNSET,
    order_by: GetTasksOrderBy | Unset = UNSET,

) -> Error | TaskPage | None:
    """ Review tasks, optionally of one application, filtered by status, type, assigneeId and reviewerId

     Permission: `read` (viewer, analyst, approver, admin, or a key without a role).

    Args:
        application_id (str | Unset):
        status (list[GetTasksStatusItem] | Unset):
        type_ (list[GetTasksTypeItem] | Unset):
        assignee_id (str | Unset):
        reviewer_id (str | Unset):
        cursor (str | Unset):
        limit (int | Unset):
        order (GetTasksOrder | Unset):
        order_by (GetTasksOrderBy | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | TaskPage
     """


    return (await asyncio_detailed(
        client=client,
application_id=application_id,
status=status,
type_=type_,
assignee_id=assignee_id,
reviewer_id=reviewer_id,
cursor=cursor,
limit=limit,
order=order,
order_by=order_by,

    )).parsed
