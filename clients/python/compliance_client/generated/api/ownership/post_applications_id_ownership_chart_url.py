from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.ownership_chart_url import OwnershipChartUrl
from ...models.post_applications_id_ownership_chart_url_body import PostApplicationsIdOwnershipChartUrlBody
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    id: str,
    *,
    body: PostApplicationsIdOwnershipChartUrlBody | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/applications/{id}/ownership/chart-url".format(id=quote(str(id), safe=""),),
    }

    
    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | OwnershipChartUrl | None:
    if response.status_code == 200:
        response_200 = OwnershipChartUrl.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | OwnershipChartUrl]:
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
    body: PostApplicationsIdOwnershipChartUrlBody | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> Response[Error | OwnershipChartUrl]:
    """ A short-lived URL that serves the chart (GET …/ownership/chart/signed) with no API key, for an
    <img>: signed by the calling key for this application, maxNodes and expiresInSeconds (default 300,
    at most 3600); it stops on expiry, on the key's revocation and on the application's erasure

     Permission: `read` (viewer, analyst, approver, admin, or a key without a role).

    Args:
        id (str):
        idempotency_key (str | Unset):
        body (PostApplicationsIdOwnershipChartUrlBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | OwnershipChartUrl]
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
    body: PostApplicationsIdOwnershipChartUrlBody | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> Error | OwnershipChartUrl | None:
    """ A short-lived URL that serves the chart (GET …/ownership/chart/signed) with no API key, for an
    <img>: signed by the calling key for this application, maxNodes and expiresInSeconds (default 300,
    at most 3600); it stops on expiry, on the key's revocation and on the application's erasure

     Permission: `read` (viewer, analyst, approver, admin, or a key without a role).

    Args:
        id (str):
        idempotency_key (str | Unset):
        body (PostApplicationsIdOwnershipChartUrlBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | OwnershipChartUrl
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
    body: PostApplicationsIdOwnershipChartUrlBody | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> Response[Error | OwnershipChartUrl]:
    """ A short-lived URL that serves the chart (GET …/ownership/chart/signed) with no API key, for an
    <img>: signed by the calling key for this application, maxNodes and expiresInSeconds (default 300,
    at most 3600); it stops on expiry, on the key's revocation and on the application's erasure

     Permission: `read` (viewer, analyst, approver, admin, or a key without a role).

    Args:
        id (str):
        idempotency_key (str | Unset):
        body (PostApplicationsIdOwnershipChartUrlBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | OwnershipChartUrl]
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
    body: PostApplicationsIdOwnershipChartUrlBody | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> Error | OwnershipChartUrl | None:
    """ A short-lived URL that serves the chart (GET …/ownership/chart/signed) with no API key, for an
    <img>: signed by the calling key for this application, maxNodes and expiresInSeconds (default 300,
    at most 3600); it stops on expiry, on the key's revocation and on the application's erasure

     Permission: `read` (viewer, analyst, approver, admin, or a key without a role).

    Args:
        id (str):
        idempotency_key (str | Unset):
        body (PostApplicationsIdOwnershipChartUrlBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | OwnershipChartUrl
     """


    return (await asyncio_detailed(
        id=id,
client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
