from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.get_screening_queue_order import GetScreeningQueueOrder
from ...models.get_screening_queue_origin_item import GetScreeningQueueOriginItem
from ...models.get_screening_queue_risk_levels_item import GetScreeningQueueRiskLevelsItem
from ...models.get_screening_queue_status_item import GetScreeningQueueStatusItem
from ...models.get_screening_queue_type_item import GetScreeningQueueTypeItem
from ...models.screening_queue_page import ScreeningQueuePage
from ...types import UNSET, Unset
from typing import cast
import datetime



def _get_kwargs(
    *,
    status: list[GetScreeningQueueStatusItem] | Unset = UNSET,
    type_: list[GetScreeningQueueTypeItem] | Unset = UNSET,
    origin: list[GetScreeningQueueOriginItem] | Unset = UNSET,
    list_: list[str] | Unset = UNSET,
    risk_levels: list[GetScreeningQueueRiskLevelsItem] | Unset = UNSET,
    assignees: list[str] | Unset = UNSET,
    created_from: datetime.datetime | Unset = UNSET,
    created_to: datetime.datetime | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
    order: GetScreeningQueueOrder | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

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

    json_origin: list[str] | Unset = UNSET
    if not isinstance(origin, Unset):
        json_origin = []
        for origin_item_data in origin:
            origin_item = origin_item_data.value
            json_origin.append(origin_item)


    params["origin"] = json_origin

    json_list_: list[str] | Unset = UNSET
    if not isinstance(list_, Unset):
        json_list_ = list_


    params["list"] = json_list_

    json_risk_levels: list[str] | Unset = UNSET
    if not isinstance(risk_levels, Unset):
        json_risk_levels = []
        for risk_levels_item_data in risk_levels:
            risk_levels_item = risk_levels_item_data.value
            json_risk_levels.append(risk_levels_item)


    params["riskLevels"] = json_risk_levels

    json_assignees: list[str] | Unset = UNSET
    if not isinstance(assignees, Unset):
        json_assignees = assignees


    params["assignees"] = json_assignees

    json_created_from: str | Unset = UNSET
    if not isinstance(created_from, Unset):
        json_created_from = created_from.isoformat()
    params["createdFrom"] = json_created_from

    json_created_to: str | Unset = UNSET
    if not isinstance(created_to, Unset):
        json_created_to = created_to.isoformat()
    params["createdTo"] = json_created_to

    params["cursor"] = cursor

    params["limit"] = limit

    json_order: str | Unset = UNSET
    if not isinstance(order, Unset):
        json_order = order.value

    params["order"] = json_order


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/screening/queue",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | ScreeningQueuePage | None:
    if response.status_code == 200:
        response_200 = ScreeningQueuePage.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())



        return response_401

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | ScreeningQueuePage]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    status: list[GetScreeningQueueStatusItem] | Unset = UNSET,
    type_: list[GetScreeningQueueTypeItem] | Unset = UNSET,
    origin: list[GetScreeningQueueOriginItem] | Unset = UNSET,
    list_: list[str] | Unset = UNSET,
    risk_levels: list[GetScreeningQueueRiskLevelsItem] | Unset = UNSET,
    assignees: list[str] | Unset = UNSET,
    created_from: datetime.datetime | Unset = UNSET,
    created_to: datetime.datetime | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
    order: GetScreeningQueueOrder | Unset = UNSET,

) -> Response[Error | ScreeningQueuePage]:
    """ The account-wide review queue: hits of every application (by default those awaiting review),
    filtered, oldest first unless order=desc, cursor-paged

     Permission: `read` (viewer, analyst, approver, admin, or a key without a role).

    Args:
        status (list[GetScreeningQueueStatusItem] | Unset):
        type_ (list[GetScreeningQueueTypeItem] | Unset):
        origin (list[GetScreeningQueueOriginItem] | Unset):
        list_ (list[str] | Unset):
        risk_levels (list[GetScreeningQueueRiskLevelsItem] | Unset):
        assignees (list[str] | Unset):
        created_from (datetime.datetime | Unset):
        created_to (datetime.datetime | Unset):
        cursor (str | Unset):
        limit (int | Unset):
        order (GetScreeningQueueOrder | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ScreeningQueuePage]
     """


    kwargs = _get_kwargs(
        status=status,
type_=type_,
origin=origin,
list_=list_,
risk_levels=risk_levels,
assignees=assignees,
created_from=created_from,
created_to=created_to,
cursor=cursor,
limit=limit,
order=order,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    status: list[GetScreeningQueueStatusItem] | Unset = UNSET,
    type_: list[GetScreeningQueueTypeItem] | Unset = UNSET,
    origin: list[GetScreeningQueueOriginItem] | Unset = UNSET,
    list_: list[str] | Unset = UNSET,
    risk_levels: list[GetScreeningQueueRiskLevelsItem] | Unset = UNSET,
    assignees: list[str] | Unset = UNSET,
    created_from: datetime.datetime | Unset = UNSET,
    created_to: datetime.datetime | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
    order: GetScreeningQueueOrder | Unset = UNSET,

) -> Error | ScreeningQueuePage | None:
    """ The account-wide review queue: hits of every application (by default those awaiting review),
    filtered, oldest first unless order=desc, cursor-paged

     Permission: `read` (viewer, analyst, approver, admin, or a key without a role).

    Args:
        status (list[GetScreeningQueueStatusItem] | Unset):
        type_ (list[GetScreeningQueueTypeItem] | Unset):
        origin (list[GetScreeningQueueOriginItem] | Unset):
        list_ (list[str] | Unset):
        risk_levels (list[GetScreeningQueueRiskLevelsItem] | Unset):
        assignees (list[str] | Unset):
        created_from (datetime.datetime | Unset):
        created_to (datetime.datetime | Unset):
        cursor (str | Unset):
        limit (int | Unset):
        order (GetScreeningQueueOrder | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ScreeningQueuePage
     """


    return sync_detailed(
        client=client,
status=status,
type_=type_,
origin=origin,
list_=list_,
risk_levels=risk_levels,
assignees=assignees,
created_from=created_from,
created_to=created_to,
cursor=cursor,
limit=limit,
order=order,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    status: list[GetScreeningQueueStatusItem] | Unset = UNSET,
    type_: list[GetScreeningQueueTypeItem] | Unset = UNSET,
    origin: list[GetScreeningQueueOriginItem] | Unset = UNSET,
    list_: list[str] | Unset = UNSET,
    risk_levels: list[GetScreeningQueueRiskLevelsItem] | Unset = UNSET,
    assignees: list[str] | Unset = UNSET,
    created_from: datetime.datetime | Unset = UNSET,
    created_to: datetime.datetime | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
    order: GetScreeningQueueOrder | Unset = UNSET,

) -> Response[Error | ScreeningQueuePage]:
    """ The account-wide review queue: hits of every application (by default those awaiting review),
    filtered, oldest first unless order=desc, cursor-paged

     Permission: `read` (viewer, analyst, approver, admin, or a key without a role).

    Args:
        status (list[GetScreeningQueueStatusItem] | Unset):
        type_ (list[GetScreeningQueueTypeItem] | Unset):
        origin (list[GetScreeningQueueOriginItem] | Unset):
        list_ (list[str] | Unset):
        risk_levels (list[GetScreeningQueueRiskLevelsItem] | Unset):
        assignees (list[str] | Unset):
        created_from (datetime.datetime | Unset):
        created_to (datetime.datetime | Unset):
        cursor (str | Unset):
        limit (int | Unset):
        order (GetScreeningQueueOrder | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ScreeningQueuePage]
     """


    kwargs = _get_kwargs(
        status=status,
type_=type_,
origin=origin,
list_=list_,
risk_levels=risk_levels,
assignees=assignees,
created_from=created_from,
created_to=created_to,
cursor=cursor,
limit=limit,
order=order,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    status: list[GetScreeningQueueStatusItem] | Unset = UNSET,
    type_: list[GetScreeningQueueTypeItem] | Unset = UNSET,
    origin: list[GetScreeningQueueOriginItem] | Unset = UNSET,
    list_: list[str] | Unset = UNSET,
    risk_levels: list[GetScreeningQueueRiskLevelsItem] | Unset = UNSET,
    assignees: list[str] | Unset = UNSET,
    created_from: datetime.datetime | Unset = UNSET,
    created_to: datetime.datetime | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
    order: GetScreeningQueueOrder | Unset = UNSET,

) -> Error | ScreeningQueuePage | None:
    """ The account-wide review queue: hits of every application (by default those awaiting review),
    filtered, oldest first unless order=desc, cursor-paged

     Permission: `read` (viewer, analyst, approver, admin, or a key without a role).

    Args:
        status (list[GetScreeningQueueStatusItem] | Unset):
        type_ (list[GetScreeningQueueTypeItem] | Unset):
        origin (list[GetScreeningQueueOriginItem] | Unset):
        list_ (list[str] | Unset):
        risk_levels (list[GetScreeningQueueRiskLevelsItem] | Unset):
        assignees (list[str] | Unset):
        created_from (datetime.datetime | Unset):
        created_to (datetime.datetime | Unset):
        cursor (str | Unset):
        limit (int | Unset):
        order (GetScreeningQueueOrder | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ScreeningQueuePage
     """


    return (await asyncio_detailed(
        client=client,
status=status,
type_=type_,
origin=origin,
list_=list_,
risk_levels=risk_levels,
assignees=assignees,
created_from=created_from,
created_to=created_to,
cursor=cursor,
limit=limit,
order=order,

    )).parsed
