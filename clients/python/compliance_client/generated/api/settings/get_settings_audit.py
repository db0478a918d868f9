from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.account_audit_page import AccountAuditPage
from ...models.error import Error
from ...models.get_settings_audit_order import GetSettingsAuditOrder
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
    order: GetSettingsAuditOrder | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["cursor"] = cursor

    params["limit"] = limit

    json_order: str | Unset = UNSET
    if not isinstance(order, Unset):
        json_order = order.value

    params["order"] = json_order


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/settings/audit",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> AccountAuditPage | Error | None:
    if response.status_code == 200:
        response_200 = AccountAuditPage.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[AccountAuditPage | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
    order: GetSettingsAuditOrder | Unset = UNSET,

) -> Response[AccountAuditPage | Error]:
    """ The account's audit trail: every settings change as an entry of one hash chain per account (seq,
    hash, prevHash, who, when, the setting before and after); newest first, a page at a time

     Permission: `read` (viewer, analyst, approver, admin, or a key without a role).

    Args:
        cursor (str | Unset):
        limit (int | Unset):
        order (GetSettingsAuditOrder | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AccountAuditPage | Error]
     """


    kwargs = _get_kwargs(
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
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
    order: GetSettingsAuditOrder | Unset = UNSET,

) -> AccountAuditPage | Error | None:
    """ The account's audit trail: every settings change as an entry of one hash chain per account (seq,
    hash, prevHash, who, when, the setting before and after); newest first, a page at a time

     Permission: `read` (viewer, analyst, approver, admin, or a key without a role).

    Args:
        cursor (str | Unset):
        limit (int | Unset):
        order (GetSettingsAuditOrder | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AccountAuditPage | Error
     """


    return sync_detailed(
        client=client,
cursor=cursor,
limit=limit,
order=order,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
    order: GetSettingsAuditOrder | Unset = UNSET,

) -> Response[AccountAuditPage | Error]:
    """ The account's audit trail: every settings change as an entry of one hash chain per account (seq,
    hash, prevHash, who, when, the setting before and after); newest first, a page at a time

     Permission: `read` (viewer, analyst, approver, admin, or a key without a role).

    Args:
        cursor (str | Unset):
        limit (int | Unset):
        order (GetSettingsAuditOrder | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AccountAuditPage | Error]
     """


    kwargs = _get_kwargs(
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
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
    order: GetSettingsAuditOrder | Unset = UNSET,

) -> AccountAuditPage | Error | None:
    """ The account's audit trail: every settings change as an entry of one hash chain per account (seq,
    hash, prevHash, who, when, the setting before and after); newest first, a page at a time

     Permission: `read` (viewer, analyst, approver, admin, or a key without a role).

    Args:
        cursor (str | Unset):
        limit (int | Unset):
        order (GetSettingsAuditOrder | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AccountAuditPage | Error
     """


    return (await asyncio_detailed(
        client=client,
cursor=cursor,
limit=limit,
order=order,

    )).parsed
