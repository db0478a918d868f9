from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.application_page import ApplicationPage
from ...models.error import Error
from ...models.get_applications_entity_types_item import GetApplicationsEntityTypesItem
from ...models.get_applications_order import GetApplicationsOrder
from ...models.get_applications_order_by import GetApplicationsOrderBy
from ...models.get_applications_risk_levels_item import GetApplicationsRiskLevelsItem
from ...models.get_applications_status_item import GetApplicationsStatusItem
from ...models.get_applications_types_item import GetApplicationsTypesItem
from ...types import UNSET, Unset
from typing import cast
import datetime



def _get_kwargs(
    *,
    status: list[GetApplicationsStatusItem] | Unset = UNSET,
    types: list[GetApplicationsTypesItem] | Unset = UNSET,
    entity_types: list[GetApplicationsEntityTypesItem] | Unset = UNSET,
    account_id: str | Unset = UNSET,
    manual: bool | Unset = UNSET,
    hidden: bool | Unset = UNSET,
    created_from: datetime.datetime | Unset = UNSET,
    created_to: datetime.datetime | Unset = UNSET,
    risk_score_min: float | Unset = UNSET,
    risk_score_max: float | Unset = UNSET,
    risk_levels: list[GetApplicationsRiskLevelsItem] | Unset = UNSET,
    assignees: list[str] | Unset = UNSET,
    search: str | Unset = UNSET,
    label_ids: list[str] | Unset = UNSET,
    review_overdue: bool | Unset = UNSET,
    review_due_before: datetime.datetime | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
    order: GetApplicationsOrder | Unset = UNSET,
    order_by: GetApplicationsOrderBy | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    json_status: list[str] | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = []
        for status_item_data in status:
            status_item = status_item_data.value
            json_status.append(status_item)


    params["status"] = json_status

    json_types: list[str] | Unset = UNSET
    if not isinstance(types, Unset):
        json_types = []
        for types_item_data in types:
            types_item = types_item_data.value
            json_types.append(types_item)


    params["types"] = json_types

    json_entity_types: list[str] | Unset = UNSET
    if not isinstance(entity_types, Unset):
        json_entity_types = []
        for entity_types_item_data in entity_types:
            entity_types_item = entity_types_item_data.value
            json_entity_types.append(entity_types_item)


    params["entityTypes"] = json_entity_types

    params["accountId"] = account_id

    params["manual"] = manual

    params["hidden"] = hidden

    json_created_from: str | Unset = UNSET
    if not isinstance(created_from, Unset):
        json_created_from = created_from.isoformat()
    params["createdFrom"] = json_created_from

    json_created_to: str | Unset = UNSET
    if not isinstance(created_to, Unset):
        json_created_to = created_to.isoformat()
    params["createdTo"] = json_created_to

    params["riskScoreMin"] = risk_score_min

    params["riskScoreMax"] = risk_score_max

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

    params["search"] = search

    json_label_ids: list[str] | Unset = UNSET
    if not isinstance(label_ids, Unset):
        json_label_ids = label_ids


    params["labelIds"] = json_label_ids

    params["reviewOverdue"] = review_overdue

    json_review_due_before: str | Unset = UNSET
    if not isinstance(review_due_before, Unset):
        json_review_due_before = review_due_before.isoformat()
    params["reviewDueBefore"] = json_review_due_before

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
        "url": "/api/v1/applications",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ApplicationPage | Error | None:
    if response.status_code == 200:
        response_200 = ApplicationPage.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ApplicationPage | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    status: list[GetApplicationsStatusItem] | Unset = UNSET,
    types: list[GetApplicationsTypesItem] | Unset = UNSET,
    entity_types: list[GetApplicationsEntityTypesItem] | Unset = UNSET,
    account_id: str | Unset = UNSET,
    manual: bool | Unset = UNSET,
    hidden: bool | Unset = UNSET,
    created_from: datetime.datetime | Unset = UNSET,
    created_to: datetime.datetime | Unset = UNSET,
    risk_score_min: float | Unset = UNSET,
    risk_score_max: float | Unset = UNSET,
    risk_levels: list[GetApplicationsRiskLevelsItem] | Unset = UNSET,
    assignees: list[str] | Unset = UNSET,
    search: str | Unset = UNSET,
    label_ids: list[str] | Unset = UNSET,
    review_overdue: bool | Unset = UNSET,
    review_due_before: datetime.datetime | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
    order: GetApplicationsOrder | Unset = UNSET,
    order_by: GetApplicationsOrderBy | Unset = UNSET,

) -> Response[ApplicationPage | Error]:
    """ List applications (spec 4.6)

     Permission: `read` (viewer, analyst, approver, admin, or a key without a role).

    Args:
        status (list[GetApplicationsStatusItem] | Unset):
        types (list[GetApplicationsTypesItem] | Unset):
        entity_types (list[GetApplicationsEntityTypesItem] | Unset):
        account_id (str | Unset):
        manual (bool | Unset):
        hidden (bool | Unset):
        created_from (datetime.datetime | Unset):
        created_to (datetime.datetime | Unset):
        risk_score_min (float | Unset):
        risk_score_max (float | Unset):
        risk_levels (list[GetApplicationsRiskLevelsItem] | Unset):
        assignees (list[str] | Unset):
        search (str | Unset):
        label_ids (list[str] | Unset):
        review_overdue (bool | Unset):
        review_due_before (datetime.datetime | Unset):
        cursor (str | Unset):
        limit (int | Unset):
        order (GetApplicationsOrder | Unset):
        order_by (GetApplicationsOrderBy | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ApplicationPage | Error]
     """


    kwargs = _get_kwargs(
        status=status,
types=types,
entity_types=entity_types,
account_id=account_id,
manual=manual,
hidden=hidden,
created_from=created_from,
created_to=created_to,
risk_score_min=risk_score_min,
risk_score_max=risk_score_max,
risk_levels=risk_levels,
assignees=assignees,
search=search,
label_ids=label_ids,
review_overdue=review_overdue,
review_due_before=review_due_before,
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
    status: list[GetApplicationsStatusItem] | Unset = UNSET,
    types: list[GetApplicationsTypesItem] | Unset = UNSET,
    entity_types: list[GetApplicationsEntityTypesItem] | Unset = UNSET,
    account_id: str | Unset = UNSET,
    manual: bool | Unset = UNSET,
    hidden: bool | Unset = UNSET,
    created_from: datetime.datetime | Unset = UNSET,
    created_to: datetime.datetime | Unset = UNSET,
    risk_score_min: float | Unset = UNSET,
    risk_score_max: float | Unset = UNSET,
    risk_levels: list[GetApplicationsRiskLevelsItem] | Unset = UNSET,
    assignees: list[str] | Unset = UNSET,
    search: str | Unset = UNSET,
    label_ids: list[str] | Unset = UNSET,
    review_overdue: bool | Unset = UNSET,
    review_due_before: datetime.datetime | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
    order: GetApplicationsOrder | Unset = UNSET,
    order_by: GetApplicationsOrderBy | Unset = UNSET,

) -> ApplicationPage | Error | None:
    """ List applications (spec 4.6)

     Permission: `read` (viewer, analyst, approver, admin, or a key without a role).

    Args:
        status (list[GetApplicationsStatusItem] | Unset):
        types (list[GetApplicationsTypesItem] | Unset):
        entity_types (list[GetApplicationsEntityTypesItem] | Unset):
        account_id (str | Unset):
        manual (bool | Unset):
        hidden (bool | Unset):
        created_from (datetime.datetime | Unset):
        created_to (datetime.datetime | Unset):
        risk_score_min (float | Unset):
        risk_score_max (float | Unset):
        risk_levels (list[GetApplicationsRiskLevelsItem] | Unset):
        assignees (list[str] | Unset):
        search (str | Unset):
        label_ids (list[str] | Unset):
        review_overdue (bool | Unset):
        review_due_before (datetime.datetime | Unset):
        cursor (str | Unset):
        limit (int | Unset):
        order (GetApplicationsOrder | Unset):
        order_by (GetApplicationsOrderBy | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ApplicationPage | Error
     """


    return sync_detailed(
        client=client,
status=status,
types=types,
entity_types=entity_types,
account_id=account_id,
manual=manual,
hidden=hidden,
created_from=created_from,
created_to=created_to,
risk_score_min=risk_score_min,
risk_score_max=risk_score_max,
risk_levels=risk_levels,
assignees=assignees,
search=search,
label_ids=label_ids,
review_overdue=review_overdue,
review_due_before=review_due_before,
cursor=cursor,
limit=limit,
order=order,
order_by=order_by,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    status: list[GetApplicationsStatusItem] | Unset = UNSET,
    types: list[GetApplicationsTypesItem] | Unset = UNSET,
    entity_types: list[GetApplicationsEntityTypesItem] | Unset = UNSET,
    account_id: str | Unset = UNSET,
    manual: bool | Unset = UNSET,
    hidden: bool | Unset = UNSET,
    created_from: datetime.datetime | Unset = UNSET,
    created_to: datetime.datetime | Unset = UNSET,
    risk_score_min: float | Unset = UNSET,
    risk_score_max: float | Unset = UNSET,
    risk_levels: list[GetApplicationsRiskLevelsItem] | Unset = UNSET,
    assignees: list[str] | Unset = UNSET,
    search: str | Unset = UNSET,
    label_ids: list[str] | Unset = UNSET,
    review_overdue: bool | Unset = UNSET,
    review_due_before: datetime.datetime | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
    order: GetApplicationsOrder | Unset = UNSET,
    order_by: GetApplicationsOrderBy | Unset = UNSET,

) -> Response[ApplicationPage | Error]:
    """ List applications (spec 4.6)

     Permission: `read` (viewer, analyst, approver, admin, or a key without a role).

    Args:
        status (list[GetApplicationsStatusItem] | Unset):
        types (list[GetApplicationsTypesItem] | Unset):
        entity_types (list[GetApplicationsEntityTypesItem] | Unset):
        account_id (str | Unset):
        manual (bool | Unset):
        hidden (bool | Unset):
        created_from (datetime.datetime | Unset):
        created_to (datetime.datetime | Unset):
        risk_score_min (float | Unset):
        risk_score_max (float | Unset):
        risk_levels (list[GetApplicationsRiskLevelsItem] | Unset):
        assignees (list[str] | Unset):
        search (str | Unset):
        label_ids (list[str] | Unset):
        review_overdue (bool | Unset):
        review_due_before (datetime.datetime | Unset):
        cursor (str | Unset):
        limit (int | Unset):
        order (GetApplicationsOrder | Unset):
        order_by (GetApplicationsOrderBy | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ApplicationPage | Error]
     """


    kwargs = _get_kwargs(
        status=status,
types=types,
entity_types=entity_types,
account_id=account_id,
manual=manual,
hidden=hidden,
created_from=created_from,
created_to=created_to,
risk_score_min=risk_score_min,
risk_score_max=risk_score_max,
risk_levels=risk_levels,
assignees=assignees,
search=search,
label_ids=label_ids,
review_overdue=review_overdue,
review_due_before=review_due_before,
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
    status: list[GetApplicationsStatusItem] | Unset = UNSET,
    types: list[GetApplicationsTypesItem] | Unset = UNSET,
    entity_types: list[GetApplicationsEntityTypesItem] | Unset = UNSET,
    account_id: str | Unset = UNSET,
    manual: bool | Unset = UNSET,
    hidden: bool | Unset = UNSET,
    created_from: datetime.datetime | Unset = UNSET,
    created_to: datetime.datetime | Unset = UNSET,
    risk_score_min: float | Unset = UNSET,
    risk_score_max: float | Unset = UNSET,
    risk_levels: list[GetApplicationsRiskLevelsItem] | Unset = UNSET,
    assignees: list[str] | Unset = UNSET,
    search: str | Unset = UNSET,
    label_ids: list[str] | Unset = UNSET,
    review_overdue: bool | Unset = UNSET,
    review_due_before: datetime.datetime | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
    order: GetApplicationsOrder | Unset = UNSET,
    order_by: GetApplicationsOrderBy | Unset = UNSET,

) -> ApplicationPage | Error | None:
    """ List applications (spec 4.6)

     Permission: `read` (viewer, analyst, approver, admin, or a key without a role).

    Args:
        status (list[GetApplicationsStatusItem] | Unset):
        types (list[GetApplicationsTypesItem] | Unset):
        entity_types (list[GetApplicationsEntityTypesItem] | Unset):
        account_id (str | Unset):
        manual (bool | Unset):
        hidden (bool | Unset):
        created_from (datetime.datetime | Unset):
        created_to (datetime.datetime | Unset):
        risk_score_min (float | Unset):
        risk_score_max (float | Unset):
        risk_levels (list[GetApplicationsRiskLevelsItem] | Unset):
        assignees (list[str] | Unset):
        search (str | Unset):
        label_ids (list[str] | Unset):
        review_overdue (bool | Unset):
        review_due_before (datetime.datetime | Unset):
        cursor (str | Unset):
        limit (int | Unset):
        order (GetApplicationsOrder | Unset):
        order_by (GetApplicationsOrderBy | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ApplicationPage | Error
     """


    return (await asyncio_detailed(
        client=client,
status=status,
types=types,
entity_types=entity_types,
account_id=account_id,
manual=manual,
hidden=hidden,
created_from=created_from,
created_to=created_to,
risk_score_min=risk_score_min,
risk_score_max=risk_score_max,
risk_levels=risk_levels,
assignees=assignees,
search=search,
label_ids=label_ids,
review_overdue=review_overdue,
review_due_before=review_due_before,
cursor=cursor,
limit=limit,
order=order,
order_by=order_by,

    )).parsed
