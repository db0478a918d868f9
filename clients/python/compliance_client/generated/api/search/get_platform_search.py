from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.get_platform_search_application_status_item import GetPlatformSearchApplicationStatusItem
from ...models.get_platform_search_document_entity_type import GetPlatformSearchDocumentEntityType
from ...models.get_platform_search_screening_type_item import GetPlatformSearchScreeningTypeItem
from ...models.get_platform_search_sort_order import GetPlatformSearchSortOrder
from ...models.get_platform_search_task_state import GetPlatformSearchTaskState
from ...models.get_platform_search_type import GetPlatformSearchType
from ...models.search_results import SearchResults
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    q: str,
    type_: GetPlatformSearchType | Unset = UNSET,
    limit: int | Unset = UNSET,
    offset: int | Unset = UNSET,
    include_dismissed: bool | Unset = UNSET,
    sort_order: GetPlatformSearchSortOrder | Unset = UNSET,
    application_status: list[GetPlatformSearchApplicationStatusItem] | Unset = UNSET,
    screening_type: list[GetPlatformSearchScreeningTypeItem] | Unset = UNSET,
    document_entity_type: GetPlatformSearchDocumentEntityType | Unset = UNSET,
    task_state: GetPlatformSearchTaskState | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["q"] = q

    json_type_: str | Unset = UNSET
    if not isinstance(type_, Unset):
        json_type_ = type_.value

    params["type"] = json_type_

    params["limit"] = limit

    params["offset"] = offset

    params["includeDismissed"] = include_dismissed

    json_sort_order: str | Unset = UNSET
    if not isinstance(sort_order, Unset):
        json_sort_order = sort_order.value

    params["sortOrder"] = json_sort_order

    json_application_status: list[str] | Unset = UNSET
    if not isinstance(application_status, Unset):
        json_application_status = []
        for application_status_item_data in application_status:
            application_status_item = application_status_item_data.value
            json_application_status.append(application_status_item)


    params["applicationStatus"] = json_application_status

    json_screening_type: list[str] | Unset = UNSET
    if not isinstance(screening_type, Unset):
        json_screening_type = []
        for screening_type_item_data in screening_type:
            screening_type_item = screening_type_item_data.value
            json_screening_type.append(screening_type_item)


    params["screeningType"] = json_screening_type

    json_document_entity_type: str | Unset = UNSET
    if not isinstance(document_entity_type, Unset):
        json_document_entity_type = document_entity_type.value

    params["documentEntityType"] = json_document_entity_type

    json_task_state: str | Unset = UNSET
    if not isinstance(task_state, Unset):
        json_task_state = task_state.value

    params["taskState"] = json_task_state


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/platform/search",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | SearchResults | None:
    if response.status_code == 200:
        response_200 = SearchResults.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | SearchResults]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    q: str,
    type_: GetPlatformSearchType | Unset = UNSET,
    limit: int | Unset = UNSET,
    offset: int | Unset = UNSET,
    include_dismissed: bool | Unset = UNSET,
    sort_order: GetPlatformSearchSortOrder | Unset = UNSET,
    application_status: list[GetPlatformSearchApplicationStatusItem] | Unset = UNSET,
    screening_type: list[GetPlatformSearchScreeningTypeItem] | Unset = UNSET,
    document_entity_type: GetPlatformSearchDocumentEntityType | Unset = UNSET,
    task_state: GetPlatformSearchTaskState | Unset = UNSET,

) -> Response[Error | SearchResults]:
    """ Search applications, screening hits, documents and tasks (spec 4.10)

     Permission: `read` (viewer, analyst, approver, admin, or a key without a role).

    Args:
        q (str):
        type_ (GetPlatformSearchType | Unset):
        limit (int | Unset):
        offset (int | Unset):
        include_dismissed (bool | Unset):
        sort_order (GetPlatformSearchSortOrder | Unset):
        application_status (list[GetPlatformSearchApplicationStatusItem] | Unset):
        screening_type (list[GetPlatformSearchScreeningTypeItem] | Unset):
        document_entity_type (GetPlatformSearchDocumentEntityType | Unset):
        task_state (GetPlatformSearchTaskState | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | SearchResults]
     """


    kwargs = _get_kwargs(
        q=q,
type_=type_,
limit=limit,
offset=offset,
include_dismissed=include_dismissed,
sort_order=sort_order,
application_status=application_status,
screening_type=screening_type,
document_entity_type=document_entity_type,
task_state=task_state,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    q: str,
    type_: GetPlatformSearchType | Unset = UNSET,
    limit: int | Unset = UNSET,
    offset: int | Unset = UNSET,
    include_dismissed: bool | Unset = UNSET,
    sort_order: GetPlatformSearchSortOrder | Unset = UNSET,
    application_status: list[GetPlatformSearchApplicationStatusItem] | Unset = UNSET,
    screening_type: list[GetPlatformSearchScreeningTypeItem] | Unset = UNSET,
    document_entity_type: GetPlatformSearchDocumentEntityType | Unset = UNSET,
    task_state: GetPlatformSearchTaskState | Unset = UNSET,

) -> Error | SearchResults | None:
    """ Search applications, screening hits, documents and tasks (spec 4.10)

     Permission: `read` (viewer, analyst, approver, admin, or a key without a role).

    Args:
        q (str):
        type_ (GetPlatformSearchType | Unset):
        limit (int | Unset):
        offset (int | Unset):
        include_dismissed (bool | Unset):
        sort_order (GetPlatformSearchSortOrder | Unset):
        application_status (list[GetPlatformSearchApplicationStatusItem] | Unset):
        screening_type (list[GetPlatformSearchScreeningTypeItem] | Unset):
        document_entity_type (GetPlatformSearchDocumentEntityType | Unset):
        task_state (GetPlatformSearchTaskState | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | SearchResults
     """


    return sync_detailed(
        client=client,
q=q,
type_=type_,
limit=limit,
offset=offset,
include_dismissed=include_dismissed,
sort_order=sort_order,
application_status=application_status,
screening_type=screening_type,
document_entity_type=document_entity_type,
task_state=task_state,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    q: str,
    type_: GetPlatformSearchType | Unset = UNSET,
    limit: int | Unset = UNSET,
    offset: int | Unset = UNSET,
    include_dismissed: bool | Unset = UNSET,
    sort_order: GetPlatformSearchSortOrder | Unset = UNSET,
    application_status: list[GetPlatformSearchApplicationStatusItem] | Unset = UNSET,
    screening_type: list[GetPlatformSearchScreeningTypeItem] | Unset = UNSET,
    document_entity_type: GetPlatformSearchDocumentEntityType | Unset = UNSET,
    task_state: GetPlatformSearchTaskState | Unset = UNSET,

) -> Response[Error | SearchResults]:
    """ Search applications, screening hits, documents and tasks (spec 4.10)

     Permission: `read` (viewer, analyst, approver, admin, or a key without a role).

    Args:
        q (str):
        type_ (GetPlatformSearchType | Unset):
        limit (int | Unset):
        offset (int | Unset):
        include_dismissed (bool | Unset):
        sort_order (GetPlatformSearchSortOrder | Unset):
        application_status (list[GetPlatformSearchApplicationStatusItem] | Unset):
        screening_type (list[GetPlatformSearchScreeningTypeItem] | Unset):
        document_entity_type (GetPlatformSearchDocumentEntityType | Unset):
        task_state (GetPlatformSearchTaskState | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | SearchResults]
     """


    kwargs = _get_kwargs(
        q=q,
type_=type_,
limit=limit,
offset=offset,
include_dismissed=include_dismissed,
sort_order=sort_order,
application_status=application_status,
screening_type=screening_type,
document_entity_type=document_entity_type,
task_state=task_state,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    q: str,
    type_: GetPlatformSearchType | Unset = UNSET,
    limit: int | Unset = UNSET,
    offset: int | Unset = UNSET,
    include_dismissed: bool | Unset = UNSET,
    sort_order: GetPlatformSearchSortOrder | Unset = UNSET,
    application_status: list[GetPlatformSearchApplicationStatusItem] | Unset = UNSET,
    screening_type: list[GetPlatformSearchScreeningTypeItem] | Unset = UNSET,
    document_entity_type: GetPlatformSearchDocumentEntityType | Unset = UNSET,
    task_state: GetPlatformSearchTaskState | Unset = UNSET,

) -> Error | SearchResults | None:
    """ Search applications, screening hits, documents and tasks (spec 4.10)

     Permission: `read` (viewer, analyst, approver, admin, or a key without a role).

    Args:
        q (str):
        type_ (GetPlatformSearchType | Unset):
        limit (int | Unset):
        offset (int | Unset):
        include_dismissed (bool | Unset):
        sort_order (GetPlatformSearchSortOrder | Unset):
        application_status (list[GetPlatformSearchApplicationStatusItem] | Unset):
        screening_type (list[GetPlatformSearchScreeningTypeItem] | Unset):
        document_entity_type (GetPlatformSearchDocumentEntityType | Unset):
        task_state (GetPlatformSearchTaskState | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | SearchResults
     """


    return (await asyncio_detailed(
        client=client,
q=q,
type_=type_,
limit=limit,
offset=offset,
include_dismissed=include_dismissed,
sort_order=sort_order,
application_status=application_status,
screening_type=screening_type,
document_entity_type=document_entity_type,
task_state=task_state,

    )).parsed
