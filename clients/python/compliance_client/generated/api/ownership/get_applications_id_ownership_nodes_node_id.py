from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.ownership_node import OwnershipNode
from typing import cast



def _get_kwargs(
    id: str,
    node_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/applications/{id}/ownership/nodes/{node_id}".format(id=quote(str(id), safe=""),node_id=quote(str(node_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | OwnershipNode | None:
    if response.status_code == 200:
        response_200 = OwnershipNode.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | OwnershipNode]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: str,
    node_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[Error | OwnershipNode]:
    """ One node of the structure, with its screening and effective share

     Permission: `read` (viewer, analyst, approver, admin, or a key without a role).

    Args:
        id (str):
        node_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | OwnershipNode]
     """


    kwargs = _get_kwargs(
        id=id,
node_id=node_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    id: str,
    node_id: str,
    *,
    client: AuthenticatedClient,

) -> Error | OwnershipNode | None:
    """ One node of the structure, with its screening and effective share

     Permission: `read` (viewer, analyst, approver, admin, or a key without a role).

    Args:
        id (str):
        node_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | OwnershipNode
     """


    return sync_detailed(
        id=id,
node_id=node_id,
client=client,

    ).parsed

async def asyncio_detailed(
    id: str,
    node_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[Error | OwnershipNode]:
    """ One node of the structure, with its screening and effective share

     Permission: `read` (viewer, analyst, approver, admin, or a key without a role).

    Args:
        id (str):
        node_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | OwnershipNode]
     """


    kwargs = _get_kwargs(
        id=id,
node_id=node_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    id: str,
    node_id: str,
    *,
    client: AuthenticatedClient,

) -> Error | OwnershipNode | None:
    """ One node of the structure, with its screening and effective share

     Permission: `read` (viewer, analyst, approver, admin, or a key without a role).

    Args:
        id (str):
        node_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | OwnershipNode
     """


    return (await asyncio_detailed(
        id=id,
node_id=node_id,
client=client,

    )).parsed
