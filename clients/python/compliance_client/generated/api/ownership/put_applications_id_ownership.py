from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.ownership import Ownership
from ...models.put_applications_id_ownership_body import PutApplicationsIdOwnershipBody
from typing import cast



def _get_kwargs(
    id: str,
    *,
    body: PutApplicationsIdOwnershipBody,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/api/v1/applications/{id}/ownership".format(id=quote(str(id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | Ownership | None:
    if response.status_code == 200:
        response_200 = Ownership.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | Ownership]:
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
    body: PutApplicationsIdOwnershipBody,

) -> Response[Error | Ownership]:
    """ Replace the whole structure in one transaction: every node (matched to the stored ones by key: a
    kept node keeps its id and screening) and every edge (ends named by key). Checked whole before
    anything is written; one screening batch and one risk re-assessment

     Permission: `write` (analyst, approver, admin, or a key without a role).

    Args:
        id (str):
        body (PutApplicationsIdOwnershipBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Ownership]
     """


    kwargs = _get_kwargs(
        id=id,
body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    id: str,
    *,
    client: AuthenticatedClient,
    body: PutApplicationsIdOwnershipBody,

) -> Error | Ownership | None:
    """ Replace the whole structure in one transaction: every node (matched to the stored ones by key: a
    kept node keeps its id and screening) and every edge (ends named by key). Checked whole before
    anything is written; one screening batch and one risk re-assessment

     Permission: `write` (analyst, approver, admin, or a key without a role).

    Args:
        id (str):
        body (PutApplicationsIdOwnershipBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Ownership
     """


    return sync_detailed(
        id=id,
client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    body: PutApplicationsIdOwnershipBody,

) -> Response[Error | Ownership]:
    """ Replace the whole structure in one transaction: every node (matched to the stored ones by key: a
    kept node keeps its id and screening) and every edge (ends named by key). Checked whole before
    anything is written; one screening batch and one risk re-assessment

     Permission: `write` (analyst, approver, admin, or a key without a role).

    Args:
        id (str):
        body (PutApplicationsIdOwnershipBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Ownership]
     """


    kwargs = _get_kwargs(
        id=id,
body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient,
    body: PutApplicationsIdOwnershipBody,

) -> Error | Ownership | None:
    """ Replace the whole structure in one transaction: every node (matched to the stored ones by key: a
    kept node keeps its id and screening) and every edge (ends named by key). Checked whole before
    anything is written; one screening batch and one risk re-assessment

     Permission: `write` (analyst, approver, admin, or a key without a role).

    Args:
        id (str):
        body (PutApplicationsIdOwnershipBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Ownership
     """


    return (await asyncio_detailed(
        id=id,
client=client,
body=body,

    )).parsed
