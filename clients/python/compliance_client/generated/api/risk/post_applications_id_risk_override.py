from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.post_applications_id_risk_override_body import PostApplicationsIdRiskOverrideBody
from ...models.risk_assessment import RiskAssessment
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    id: str,
    *,
    body: PostApplicationsIdRiskOverrideBody,
    idempotency_key: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/applications/{id}/risk-override".format(id=quote(str(id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | RiskAssessment | None:
    if response.status_code == 200:
        response_200 = RiskAssessment.from_dict(response.json())



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

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())



        return response_404

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | RiskAssessment]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    body: PostApplicationsIdRiskOverrideBody,
    idempotency_key: str | Unset = UNSET,

) -> Response[Error | RiskAssessment]:
    """ Set an application's risk level by hand over the assessed one (approve permission and a reason;
    audited before and after). Where four eyes covers the higher of the two levels it waits
    (overridePending) for a second approver, who sends the same level

     Permission: `approve` (approver, admin, or a key without a role).

    Args:
        id (str):
        idempotency_key (str | Unset):
        body (PostApplicationsIdRiskOverrideBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | RiskAssessment]
     """


    kwargs = _get_kwargs(
        id=id,
body=body,
idempotency_key=idempotency_key,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    id: str,
    *,
    client: AuthenticatedClient,
    body: PostApplicationsIdRiskOverrideBody,
    idempotency_key: str | Unset = UNSET,

) -> Error | RiskAssessment | None:
    """ Set an application's risk level by hand over the assessed one (approve permission and a reason;
    audited before and after). Where four eyes covers the higher of the two levels it waits
    (overridePending) for a second approver, who sends the same level

     Permission: `approve` (approver, admin, or a key without a role).

    Args:
        id (str):
        idempotency_key (str | Unset):
        body (PostApplicationsIdRiskOverrideBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | RiskAssessment
     """


    return sync_detailed(
        id=id,
client=client,
body=body,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    body: PostApplicationsIdRiskOverrideBody,
    idempotency_key: str | Unset = UNSET,

) -> Response[Error | RiskAssessment]:
    """ Set an application's risk level by hand over the assessed one (approve permission and a reason;
    audited before and after). Where four eyes covers the higher of the two levels it waits
    (overridePending) for a second approver, who sends the same level

     Permission: `approve` (approver, admin, or a key without a role).

    Args:
        id (str):
        idempotency_key (str | Unset):
        body (PostApplicationsIdRiskOverrideBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | RiskAssessment]
     """


    kwargs = _get_kwargs(
        id=id,
body=body,
idempotency_key=idempotency_key,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient,
    body: PostApplicationsIdRiskOverrideBody,
    idempotency_key: str | Unset = UNSET,

) -> Error | RiskAssessment | None:
    """ Set an application's risk level by hand over the assessed one (approve permission and a reason;
    audited before and after). Where four eyes covers the higher of the two levels it waits
    (overridePending) for a second approver, who sends the same level

     Permission: `approve` (approver, admin, or a key without a role).

    Args:
        id (str):
        idempotency_key (str | Unset):
        body (PostApplicationsIdRiskOverrideBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | RiskAssessment
     """


    return (await asyncio_detailed(
        id=id,
client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
