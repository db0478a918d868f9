from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.fatca_reporting_settings import FatcaReportingSettings
from ...models.put_settings_fatca_reporting_fi_body import PutSettingsFatcaReportingFiBody
from typing import cast



def _get_kwargs(
    *,
    body: PutSettingsFatcaReportingFiBody,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/api/v1/settings/fatca-reporting-fi",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
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

    if response.status_code == 403:
        response_403 = Error.from_dict(response.json())



        return response_403

    if response.status_code == 413:
        response_413 = Error.from_dict(response.json())



        return response_413

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
    body: PutSettingsFatcaReportingFiBody,

) -> Response[Error | FatcaReportingSettings]:
    """ Replace the account's FATCA reporting FI, with its sponsor (a sponsoring entity or trustee filing
    for it: FATCA607–609) or an intermediary; the GIINs and who files for whom are checked as the IRS
    states them (400 names the rule broken); recorded in the settings history as fatcaReporting

     Permission: `admin` (admin, or a key without a role).

    Args:
        body (PutSettingsFatcaReportingFiBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | FatcaReportingSettings]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    body: PutSettingsFatcaReportingFiBody,

) -> Error | FatcaReportingSettings | None:
    """ Replace the account's FATCA reporting FI, with its sponsor (a sponsoring entity or trustee filing
    for it: FATCA607–609) or an intermediary; the GIINs and who files for whom are checked as the IRS
    states them (400 names the rule broken); recorded in the settings history as fatcaReporting

     Permission: `admin` (admin, or a key without a role).

    Args:
        body (PutSettingsFatcaReportingFiBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | FatcaReportingSettings
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: PutSettingsFatcaReportingFiBody,

) -> Response[Error | FatcaReportingSettings]:
    """ Replace the account's FATCA reporting FI, with its sponsor (a sponsoring entity or trustee filing
    for it: FATCA607–609) or an intermediary; the GIINs and who files for whom are checked as the IRS
    states them (400 names the rule broken); recorded in the settings history as fatcaReporting

     Permission: `admin` (admin, or a key without a role).

    Args:
        body (PutSettingsFatcaReportingFiBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | FatcaReportingSettings]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    body: PutSettingsFatcaReportingFiBody,

) -> Error | FatcaReportingSettings | None:
    """ Replace the account's FATCA reporting FI, with its sponsor (a sponsoring entity or trustee filing
    for it: FATCA607–609) or an intermediary; the GIINs and who files for whom are checked as the IRS
    states them (400 names the rule broken); recorded in the settings history as fatcaReporting

     Permission: `admin` (admin, or a key without a role).

    Args:
        body (PutSettingsFatcaReportingFiBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | FatcaReportingSettings
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
