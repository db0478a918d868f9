from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.put_settings_risk_model_body import PutSettingsRiskModelBody
from ...models.risk_model import RiskModel
from typing import cast



def _get_kwargs(
    *,
    body: PutSettingsRiskModelBody,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/api/v1/settings/risk-model",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | RiskModel | None:
    if response.status_code == 200:
        response_200 = RiskModel.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | RiskModel]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: PutSettingsRiskModelBody,

) -> Response[Error | RiskModel]:
    """ Save a new version of the account's risk model (admin; every version is kept) and start re-assessing
    every application of the account (the Temporal workflow reassessmentWorkflowId)

     Permission: `admin` (admin, or a key without a role).

    Args:
        body (PutSettingsRiskModelBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | RiskModel]
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
    body: PutSettingsRiskModelBody,

) -> Error | RiskModel | None:
    """ Save a new version of the account's risk model (admin; every version is kept) and start re-assessing
    every application of the account (the Temporal workflow reassessmentWorkflowId)

     Permission: `admin` (admin, or a key without a role).

    Args:
        body (PutSettingsRiskModelBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | RiskModel
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: PutSettingsRiskModelBody,

) -> Response[Error | RiskModel]:
    """ Save a new version of the account's risk model (admin; every version is kept) and start re-assessing
    every application of the account (the Temporal workflow reassessmentWorkflowId)

     Permission: `admin` (admin, or a key without a role).

    Args:
        body (PutSettingsRiskModelBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | RiskModel]
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
    body: PutSettingsRiskModelBody,

) -> Error | RiskModel | None:
    """ Save a new version of the account's risk model (admin; every version is kept) and start re-assessing
    every application of the account (the Temporal workflow reassessmentWorkflowId)

     Permission: `admin` (admin, or a key without a role).

    Args:
        body (PutSettingsRiskModelBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | RiskModel
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
