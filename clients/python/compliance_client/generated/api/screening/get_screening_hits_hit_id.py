from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.screening_hit import ScreeningHit
from typing import cast



def _get_kwargs(
    hit_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/screening/hits/{hit_id}".format(hit_id=quote(str(hit_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | ScreeningHit | None:
    if response.status_code == 200:
        response_200 = ScreeningHit.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | ScreeningHit]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    hit_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[Error | ScreeningHit]:
    """ One screening hit

     Permission: `read` (viewer, analyst, approver, admin, or a key without a role).

    Args:
        hit_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ScreeningHit]
     """


    kwargs = _get_kwargs(
        hit_id=hit_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    hit_id: str,
    *,
    client: AuthenticatedClient,

) -> Error | ScreeningHit | None:
    """ One screening hit

     Permission: `read` (viewer, analyst, approver, admin, or a key without a role).

    Args:
        hit_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ScreeningHit
     """


    return sync_detailed(
        hit_id=hit_id,
client=client,

    ).parsed

async def asyncio_detailed(
    hit_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[Error | ScreeningHit]:
    """ One screening hit

     Permission: `read` (viewer, analyst, approver, admin, or a key without a role).

    Args:
        hit_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ScreeningHit]
     """


    kwargs = _get_kwargs(
        hit_id=hit_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    hit_id: str,
    *,
    client: AuthenticatedClient,

) -> Error | ScreeningHit | None:
    """ One screening hit

     Permission: `read` (viewer, analyst, approver, admin, or a key without a role).

    Args:
        hit_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ScreeningHit
     """


    return (await asyncio_detailed(
        hit_id=hit_id,
client=client,

    )).parsed
