from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.account_audit_verification import AccountAuditVerification
from ...models.error import Error
from typing import cast



def _get_kwargs(
    
) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/settings/audit/verification",
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> AccountAuditVerification | Error | None:
    if response.status_code == 200:
        response_200 = AccountAuditVerification.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[AccountAuditVerification | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,

) -> Response[AccountAuditVerification | Error]:
    """ Verify the account's audit trail whole: every entry's hash recomputed and chained to the one before;
    firstBrokenSeq names the first entry altered, removed or reordered

     Permission: `read` (viewer, analyst, approver, admin, or a key without a role).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AccountAuditVerification | Error]
     """


    kwargs = _get_kwargs(
        
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,

) -> AccountAuditVerification | Error | None:
    """ Verify the account's audit trail whole: every entry's hash recomputed and chained to the one before;
    firstBrokenSeq names the first entry altered, removed or reordered

     Permission: `read` (viewer, analyst, approver, admin, or a key without a role).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AccountAuditVerification | Error
     """


    return sync_detailed(
        client=client,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,

) -> Response[AccountAuditVerification | Error]:
    """ Verify the account's audit trail whole: every entry's hash recomputed and chained to the one before;
    firstBrokenSeq names the first entry altered, removed or reordered

     Permission: `read` (viewer, analyst, approver, admin, or a key without a role).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AccountAuditVerification | Error]
     """


    kwargs = _get_kwargs(
        
    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,

) -> AccountAuditVerification | Error | None:
    """ Verify the account's audit trail whole: every entry's hash recomputed and chained to the one before;
    firstBrokenSeq names the first entry altered, removed or reordered

     Permission: `read` (viewer, analyst, approver, admin, or a key without a role).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AccountAuditVerification | Error
     """


    return (await asyncio_detailed(
        client=client,

    )).parsed
