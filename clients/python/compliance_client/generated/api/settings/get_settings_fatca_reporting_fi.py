from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.fatca_reporting_settings import FatcaReportingSettings
from typing import cast



def _get_kwargs(
    
) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/settings/fatca-reporting-fi",
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | FatcaReportingSettings | None:
    if response.status_code == 200:
        response_200 = FatcaReportingSettings.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | FatcaReportingSettings]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,

) -> Response[Error | FatcaReportingSettings]:
    """ The account's FATCA reporting financial institution (GIIN, name, country, address, filer category),
    the sponsor filing for it or an intermediary, and the share at which a person controls a passive
    NFFE (docs/tax-reporting.md)

     Permission: `read` (viewer, analyst, approver, admin, or a key without a role).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | FatcaReportingSettings]
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

) -> Error | FatcaReportingSettings | None:
    """ The account's FATCA reporting financial institution (GIIN, name, country, address, filer category),
    the sponsor filing for it or an intermediary, and the share at which a person controls a passive
    NFFE (docs/tax-reporting.md)

     Permission: `read` (viewer, analyst, approver, admin, or a key without a role).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | FatcaReportingSettings
     """


    return sync_detailed(
        client=client,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,

) -> Response[Error | FatcaReportingSettings]:
    """ The account's FATCA reporting financial institution (GIIN, name, country, address, filer category),
    the sponsor filing for it or an intermediary, and the share at which a person controls a passive
    NFFE (docs/tax-reporting.md)

     Permission: `read` (viewer, analyst, approver, admin, or a key without a role).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | FatcaReportingSettings]
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

) -> Error | FatcaReportingSettings | None:
    """ The account's FATCA reporting financial institution (GIIN, name, country, address, filer category),
    the sponsor filing for it or an intermediary, and the share at which a person controls a passive
    NFFE (docs/tax-reporting.md)

     Permission: `read` (viewer, analyst, approver, admin, or a key without a role).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | FatcaReportingSettings
     """


    return (await asyncio_detailed(
        client=client,

    )).parsed
