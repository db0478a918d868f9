from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.patch_screening_individuals_individual_id_summary_body import PatchScreeningIndividualsIndividualIdSummaryBody
from typing import cast



def _get_kwargs(
    individual_id: str,
    *,
    body: PatchScreeningIndividualsIndividualIdSummaryBody,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/api/v1/screening/individuals/{individual_id}/summary".format(individual_id=quote(str(individual_id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | Error | None:
    if response.status_code == 200:
        response_200 = cast(Any, None)
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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    individual_id: str,
    *,
    client: AuthenticatedClient,
    body: PatchScreeningIndividualsIndividualIdSummaryBody,

) -> Response[Any | Error]:
    """ Update the screening summary text of an individual; 200 with no body

     Permission: `review` (analyst, approver, admin, or a key without a role).

    Args:
        individual_id (str):
        body (PatchScreeningIndividualsIndividualIdSummaryBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error]
     """


    kwargs = _get_kwargs(
        individual_id=individual_id,
body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    individual_id: str,
    *,
    client: AuthenticatedClient,
    body: PatchScreeningIndividualsIndividualIdSummaryBody,

) -> Any | Error | None:
    """ Update the screening summary text of an individual; 200 with no body

     Permission: `review` (analyst, approver, admin, or a key without a role).

    Args:
        individual_id (str):
        body (PatchScreeningIndividualsIndividualIdSummaryBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error
     """


    return sync_detailed(
        individual_id=individual_id,
client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    individual_id: str,
    *,
    client: AuthenticatedClient,
    body: PatchScreeningIndividualsIndividualIdSummaryBody,

) -> Response[Any | Error]:
    """ Update the screening summary text of an individual; 200 with no body

     Permission: `review` (analyst, approver, admin, or a key without a role).

    Args:
        individual_id (str):
        body (PatchScreeningIndividualsIndividualIdSummaryBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error]
     """


    kwargs = _get_kwargs(
        individual_id=individual_id,
body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    individual_id: str,
    *,
    client: AuthenticatedClient,
    body: PatchScreeningIndividualsIndividualIdSummaryBody,

) -> Any | Error | None:
    """ Update the screening summary text of an individual; 200 with no body

     Permission: `review` (analyst, approver, admin, or a key without a role).

    Args:
        individual_id (str):
        body (PatchScreeningIndividualsIndividualIdSummaryBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error
     """


    return (await asyncio_detailed(
        individual_id=individual_id,
client=client,
body=body,

    )).parsed
