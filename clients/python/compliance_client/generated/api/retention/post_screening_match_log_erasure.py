from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.match_log_erasure import MatchLogErasure
from ...models.match_log_erasure_input import MatchLogErasureInput
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    body: MatchLogErasureInput,
    idempotency_key: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/screening/match-log/erasure",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | MatchLogErasure | None:
    if response.status_code == 200:
        response_200 = MatchLogErasure.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = Error.from_dict(response.json())



        return response_403

    if response.status_code == 409:
        response_409 = Error.from_dict(response.json())



        return response_409

    if response.status_code == 413:
        response_413 = Error.from_dict(response.json())



        return response_413

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())



        return response_422

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | MatchLogErasure]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: MatchLogErasureInput,
    idempotency_key: str | Unset = UNSET,

) -> Response[Error | MatchLogErasure]:
    """ Erase a subject from the log of screening on demand: deletes the account's POST /screening/match log
    rows whose queries name them (name, alias or first and last name; with birthDate, only queries
    giving that date or none). Those rows link to no application, so an application's erasure cannot
    find them

     Permission: `admin` (admin, or a key without a role).

    Args:
        idempotency_key (str | Unset):
        body (MatchLogErasureInput):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | MatchLogErasure]
     """


    kwargs = _get_kwargs(
        body=body,
idempotency_key=idempotency_key,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    body: MatchLogErasureInput,
    idempotency_key: str | Unset = UNSET,

) -> Error | MatchLogErasure | None:
    """ Erase a subject from the log of screening on demand: deletes the account's POST /screening/match log
    rows whose queries name them (name, alias or first and last name; with birthDate, only queries
    giving that date or none). Those rows link to no application, so an application's erasure cannot
    find them

     Permission: `admin` (admin, or a key without a role).

    Args:
        idempotency_key (str | Unset):
        body (MatchLogErasureInput):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | MatchLogErasure
     """


    return sync_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: MatchLogErasureInput,
    idempotency_key: str | Unset = UNSET,

) -> Response[Error | MatchLogErasure]:
    """ Erase a subject from the log of screening on demand: deletes the account's POST /screening/match log
    rows whose queries name them (name, alias or first and last name; with birthDate, only queries
    giving that date or none). Those rows link to no application, so an application's erasure cannot
    find them

     Permission: `admin` (admin, or a key without a role).

    Args:
        idempotency_key (str | Unset):
        body (MatchLogErasureInput):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | MatchLogErasure]
     """


    kwargs = _get_kwargs(
        body=body,
idempotency_key=idempotency_key,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    body: MatchLogErasureInput,
    idempotency_key: str | Unset = UNSET,

) -> Error | MatchLogErasure | None:
    """ Erase a subject from the log of screening on demand: deletes the account's POST /screening/match log
    rows whose queries name them (name, alias or first and last name; with birthDate, only queries
    giving that date or none). Those rows link to no application, so an application's erasure cannot
    find them

     Permission: `admin` (admin, or a key without a role).

    Args:
        idempotency_key (str | Unset):
        body (MatchLogErasureInput):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | MatchLogErasure
     """


    return (await asyncio_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
