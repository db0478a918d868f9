from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.screening_hits import ScreeningHits
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    application_id: str,
    individual_id: str | Unset = UNSET,
    business_id: str | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["applicationId"] = application_id

    params["individualId"] = individual_id

    params["businessId"] = business_id


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/screening/hits",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | ScreeningHits | None:
    if response.status_code == 200:
        response_200 = ScreeningHits.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | ScreeningHits]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    application_id: str,
    individual_id: str | Unset = UNSET,
    business_id: str | Unset = UNSET,

) -> Response[Error | ScreeningHits]:
    """ Hits of an application grouped by type, with its adverse-media stories (spec 4.2)

     Permission: `read` (viewer, analyst, approver, admin, or a key without a role).

    Args:
        application_id (str):
        individual_id (str | Unset):
        business_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ScreeningHits]
     """


    kwargs = _get_kwargs(
        application_id=application_id,
individual_id=individual_id,
business_id=business_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    application_id: str,
    individual_id: str | Unset = UNSET,
    business_id: str | Unset = UNSET,

) -> Error | ScreeningHits | None:
    """ Hits of an application grouped by type, with its adverse-media stories (spec 4.2)

     Permission: `read` (viewer, analyst, approver, admin, or a key without a role).

    Args:
        application_id (str):
        individual_id (str | Unset):
        business_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ScreeningHits
     """


    return sync_detailed(
        client=client,
application_id=application_id,
individual_id=individual_id,
business_id=business_id,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    application_id: str,
    individual_id: str | Unset = UNSET,
    business_id: str | Unset = UNSET,

) -> Response[Error | ScreeningHits]:
    """ Hits of an application grouped by type, with its adverse-media stories (spec 4.2)

     Permission: `read` (viewer, analyst, approver, admin, or a key without a role).

    Args:
        application_id (str):
        individual_id (str | Unset):
        business_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ScreeningHits]
     """


    kwargs = _get_kwargs(
        application_id=application_id,
individual_id=individual_id,
business_id=business_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    application_id: str,
    individual_id: str | Unset = UNSET,
    business_id: str | Unset = UNSET,

) -> Error | ScreeningHits | None:
    """ Hits of an application grouped by type, with its adverse-media stories (spec 4.2)

     Permission: `read` (viewer, analyst, approver, admin, or a key without a role).

    Args:
        application_id (str):
        individual_id (str | Unset):
        business_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ScreeningHits
     """


    return (await asyncio_detailed(
        client=client,
application_id=application_id,
individual_id=individual_id,
business_id=business_id,

    )).parsed
