from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...types import File, FileTypes
from ...types import UNSET, Unset
from io import BytesIO
from typing import cast



def _get_kwargs(
    id: str,
    *,
    max_nodes: int | Unset = UNSET,
    expires: int,
    key: str,
    signature: str,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["maxNodes"] = max_nodes

    params["expires"] = expires

    params["key"] = key

    params["signature"] = signature


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/applications/{id}/ownership/chart/signed".format(id=quote(str(id), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | File | None:
    if response.status_code == 200:
        response_200 = File(
             payload = BytesIO(response.content)
        )



        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())



        return response_400

    if response.status_code == 403:
        response_403 = Error.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = Error.from_dict(response.json())



        return response_409

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | File]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    max_nodes: int | Unset = UNSET,
    expires: int,
    key: str,
    signature: str,

) -> Response[Error | File]:
    """ The chart (as GET …/ownership/chart) through a URL POST …/ownership/chart-url signed: no
    Authorization header, the query as signed. 403 when the URL was altered, has expired or its key was
    revoked; 409 APPLICATION_ERASED once the application is erased

     No API key: the URL's query, signed by a key, is the permission; the request acts as that key.
    Permission: `read` (viewer, analyst, approver, admin, or a key without a role).

    Args:
        id (str):
        max_nodes (int | Unset):
        expires (int):
        key (str):
        signature (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | File]
     """


    kwargs = _get_kwargs(
        id=id,
max_nodes=max_nodes,
expires=expires,
key=key,
signature=signature,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    max_nodes: int | Unset = UNSET,
    expires: int,
    key: str,
    signature: str,

) -> Error | File | None:
    """ The chart (as GET …/ownership/chart) through a URL POST …/ownership/chart-url signed: no
    Authorization header, the query as signed. 403 when the URL was altered, has expired or its key was
    revoked; 409 APPLICATION_ERASED once the application is erased

     No API key: the URL's query, signed by a key, is the permission; the request acts as that key.
    Permission: `read` (viewer, analyst, approver, admin, or a key without a role).

    Args:
        id (str):
        max_nodes (int | Unset):
        expires (int):
        key (str):
        signature (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | File
     """


    return sync_detailed(
        id=id,
client=client,
max_nodes=max_nodes,
expires=expires,
key=key,
signature=signature,

    ).parsed

async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    max_nodes: int | Unset = UNSET,
    expires: int,
    key: str,
    signature: str,

) -> Response[Error | File]:
    """ The chart (as GET …/ownership/chart) through a URL POST …/ownership/chart-url signed: no
    Authorization header, the query as signed. 403 when the URL was altered, has expired or its key was
    revoked; 409 APPLICATION_ERASED once the application is erased

     No API key: the URL's query, signed by a key, is the permission; the request acts as that key.
    Permission: `read` (viewer, analyst, approver, admin, or a key without a role).

    Args:
        id (str):
        max_nodes (int | Unset):
        expires (int):
        key (str):
        signature (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | File]
     """


    kwargs = _get_kwargs(
        id=id,
max_nodes=max_nodes,
expires=expires,
key=key,
signature=signature,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    max_nodes: int | Unset = UNSET,
    expires: int,
    key: str,
    signature: str,

) -> Error | File | None:
    """ The chart (as GET …/ownership/chart) through a URL POST …/ownership/chart-url signed: no
    Authorization header, the query as signed. 403 when the URL was altered, has expired or its key was
    revoked; 409 APPLICATION_ERASED once the application is erased

     No API key: the URL's query, signed by a key, is the permission; the request acts as that key.
    Permission: `read` (viewer, analyst, approver, admin, or a key without a role).

    Args:
        id (str):
        max_nodes (int | Unset):
        expires (int):
        key (str):
        signature (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | File
     """


    return (await asyncio_detailed(
        id=id,
client=client,
max_nodes=max_nodes,
expires=expires,
key=key,
signature=signature,

    )).parsed
