from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.post_screening_match_body import PostScreeningMatchBody
from ...models.post_screening_match_response_200 import PostScreeningMatchResponse200
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    body: PostScreeningMatchBody,
    threshold: float | Unset = UNSET,
    cutoff: float | Unset = UNSET,
    limit: int | Unset = UNSET,
    topics: list[str] | Unset = UNSET,
    include_dataset: list[str] | Unset = UNSET,
    exclude_dataset: list[str] | Unset = UNSET,
    exclude_schema: list[str] | Unset = UNSET,
    algorithm: str | Unset = UNSET,
    fuzzy: bool | Unset = UNSET,
    changed_since: str | Unset = UNSET,
    exclude_entity_ids: list[str] | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key



    

    params: dict[str, Any] = {}

    params["threshold"] = threshold

    params["cutoff"] = cutoff

    params["limit"] = limit

    json_topics: list[str] | Unset = UNSET
    if not isinstance(topics, Unset):
        json_topics = topics


    params["topics"] = json_topics

    json_include_dataset: list[str] | Unset = UNSET
    if not isinstance(include_dataset, Unset):
        json_include_dataset = include_dataset


    params["include_dataset"] = json_include_dataset

    json_exclude_dataset: list[str] | Unset = UNSET
    if not isinstance(exclude_dataset, Unset):
        json_exclude_dataset = exclude_dataset


    params["exclude_dataset"] = json_exclude_dataset

    json_exclude_schema: list[str] | Unset = UNSET
    if not isinstance(exclude_schema, Unset):
        json_exclude_schema = exclude_schema


    params["exclude_schema"] = json_exclude_schema

    params["algorithm"] = algorithm

    params["fuzzy"] = fuzzy

    params["changed_since"] = changed_since

    json_exclude_entity_ids: list[str] | Unset = UNSET
    if not isinstance(exclude_entity_ids, Unset):
        json_exclude_entity_ids = exclude_entity_ids


    params["exclude_entity_ids"] = json_exclude_entity_ids


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/screening/match",
        "params": params,
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | PostScreeningMatchResponse200 | None:
    if response.status_code == 200:
        response_200 = PostScreeningMatchResponse200.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | PostScreeningMatchResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: PostScreeningMatchBody,
    threshold: float | Unset = UNSET,
    cutoff: float | Unset = UNSET,
    limit: int | Unset = UNSET,
    topics: list[str] | Unset = UNSET,
    include_dataset: list[str] | Unset = UNSET,
    exclude_dataset: list[str] | Unset = UNSET,
    exclude_schema: list[str] | Unset = UNSET,
    algorithm: str | Unset = UNSET,
    fuzzy: bool | Unset = UNSET,
    changed_since: str | Unset = UNSET,
    exclude_entity_ids: list[str] | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> Response[Error | PostScreeningMatchResponse200]:
    """ Screening on demand in yente's /match shape: FtM query entities against the watchlists; stores no
    person, audited. Costs the rate limit one unit per screening (each name of each query, a
    LegalEntity's twice; a long name a unit per 50 characters or 5 words) besides the request's own; a
    name has at most 300 characters and 20 words, a query at most 10 names (else 400). Screening at once
    is capped per API key (MATCH_CONCURRENCY_PER_KEY, 2) and per account (MATCH_CONCURRENCY_PER_ACCOUNT,
    4) on each API process, counted in its memory: with N API processes a key may have up to N times its
    cap screening across the deployment; past it 429 with Retry-After: 1

     Permission: `write` (analyst, approver, admin, or a key without a role).

    Args:
        threshold (float | Unset):
        cutoff (float | Unset):
        limit (int | Unset):
        topics (list[str] | Unset):
        include_dataset (list[str] | Unset):
        exclude_dataset (list[str] | Unset):
        exclude_schema (list[str] | Unset):
        algorithm (str | Unset):
        fuzzy (bool | Unset):
        changed_since (str | Unset):
        exclude_entity_ids (list[str] | Unset):
        idempotency_key (str | Unset):
        body (PostScreeningMatchBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PostScreeningMatchResponse200]
     """


    kwargs = _get_kwargs(
        body=body,
threshold=threshold,
cutoff=cutoff,
limit=limit,
topics=topics,
include_dataset=include_dataset,
exclude_dataset=exclude_dataset,
exclude_schema=exclude_schema,
algorithm=algorithm,
fuzzy=fuzzy,
changed_since=changed_since,
exclude_entity_ids=exclude_entity_ids,
idempotency_key=idempotency_key,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    body: PostScreeningMatchBody,
    threshold: float | Unset = UNSET,
    cutoff: float | Unset = UNSET,
    limit: int | Unset = UNSET,
    topics: list[str] | Unset = UNSET,
    include_dataset: list[str] | Unset = UNSET,
    exclude_dataset: list[str] | Unset = UNSET,
    exclude_schema: list[str] | Unset = UNSET,
    algorithm: str | Unset = UNSET,
    fuzzy: bool | Unset = UNSET,
    changed_since: str | Unset = UNSET,
    exclude_entity_ids: list[str] | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> Error | PostScreeningMatchResponse200 | None:
    """ Screening on demand in yente's /match shape: FtM query entities against the watchlists; stores no
    person, audited. Costs the rate limit one unit per screening (each name of each query, a
    LegalEntity's twice; a long name a unit per 50 characters or 5 words) besides the request's own; a
    name has at most 300 characters and 20 words, a query at most 10 names (else 400). Screening at once
    is capped per API key (MATCH_CONCURRENCY_PER_KEY, 2) and per account (MATCH_CONCURRENCY_PER_ACCOUNT,
    4) on each API process, counted in its memory: with N API processes a key may have up to N times its
    cap screening across the deployment; past it 429 with Retry-After: 1

     Permission: `write` (analyst, approver, admin, or a key without a role).

    Args:
        threshold (float | Unset):
        cutoff (float | Unset):
        limit (int | Unset):
        topics (list[str] | Unset):
        include_dataset (list[str] | Unset):
        exclude_dataset (list[str] | Unset):
        exclude_schema (list[str] | Unset):
        algorithm (str | Unset):
        fuzzy (bool | Unset):
        changed_since (str | Unset):
        exclude_entity_ids (list[str] | Unset):
        idempotency_key (str | Unset):
        body (PostScreeningMatchBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PostScreeningMatchResponse200
     """


    return sync_detailed(
        client=client,
body=body,
threshold=threshold,
cutoff=cutoff,
limit=limit,
topics=topics,
include_dataset=include_dataset,
exclude_dataset=exclude_dataset,
exclude_schema=exclude_schema,
algorithm=algorithm,
fuzzy=fuzzy,
changed_since=changed_since,
exclude_entity_ids=exclude_entity_ids,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: PostScreeningMatchBody,
    threshold: float | Unset = UNSET,
    cutoff: float | Unset = UNSET,
    limit: int | Unset = UNSET,
    topics: list[str] | Unset = UNSET,
    include_dataset: list[str] | Unset = UNSET,
    exclude_dataset: list[str] | Unset = UNSET,
    exclude_schema: list[str] | Unset = UNSET,
    algorithm: str | Unset = UNSET,
    fuzzy: bool | Unset = UNSET,
    changed_since: str | Unset = UNSET,
    exclude_entity_ids: list[str] | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> Response[Error | PostScreeningMatchResponse200]:
    """ Screening on demand in yente's /match shape: FtM query entities against the watchlists; stores no
    person, audited. Costs the rate limit one unit per screening (each name of each query, a
    LegalEntity's twice; a long name a unit per 50 characters or 5 words) besides the request's own; a
    name has at most 300 characters and 20 words, a query at most 10 names (else 400). Screening at once
    is capped per API key (MATCH_CONCURRENCY_PER_KEY, 2) and per account (MATCH_CONCURRENCY_PER_ACCOUNT,
    4) on each API process, counted in its memory: with N API processes a key may have up to N times its
    cap screening across the deployment; past it 429 with Retry-After: 1

     Permission: `write` (analyst, approver, admin, or a key without a role).

    Args:
        threshold (float | Unset):
        cutoff (float | Unset):
        limit (int | Unset):
        topics (list[str] | Unset):
        include_dataset (list[str] | Unset):
        exclude_dataset (list[str] | Unset):
        exclude_schema (list[str] | Unset):
        algorithm (str | Unset):
        fuzzy (bool | Unset):
        changed_since (str | Unset):
        exclude_entity_ids (list[str] | Unset):
        idempotency_key (str | Unset):
        body (PostScreeningMatchBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PostScreeningMatchResponse200]
     """


    kwargs = _get_kwargs(
        body=body,
threshold=threshold,
cutoff=cutoff,
limit=limit,
topics=topics,
include_dataset=include_dataset,
exclude_dataset=exclude_dataset,
exclude_schema=exclude_schema,
algorithm=algorithm,
fuzzy=fuzzy,
changed_since=changed_since,
exclude_entity_ids=exclude_entity_ids,
idempotency_key=idempotency_key,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    body: PostScreeningMatchBody,
    threshold: float | Unset = UNSET,
    cutoff: float | Unset = UNSET,
    limit: int | Unset = UNSET,
    topics: list[str] | Unset = UNSET,
    include_dataset: list[str] | Unset = UNSET,
    exclude_dataset: list[str] | Unset = UNSET,
    exclude_schema: list[str] | Unset = UNSET,
    algorithm: str | Unset = UNSET,
    fuzzy: bool | Unset = UNSET,
    changed_since: str | Unset = UNSET,
    exclude_entity_ids: list[str] | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> Error | PostScreeningMatchResponse200 | None:
    """ Screening on demand in yente's /match shape: FtM query entities against the watchlists; stores no
    person, audited. Costs the rate limit one unit per screening (each name of each query, a
    LegalEntity's twice; a long name a unit per 50 characters or 5 words) besides the request's own; a
    name has at most 300 characters and 20 words, a query at most 10 names (else 400). Screening at once
    is capped per API key (MATCH_CONCURRENCY_PER_KEY, 2) and per account (MATCH_CONCURRENCY_PER_ACCOUNT,
    4) on each API process, counted in its memory: with N API processes a key may have up to N times its
    cap screening across the deployment; past it 429 with Retry-After: 1

     Permission: `write` (analyst, approver, admin, or a key without a role).

    Args:
        threshold (float | Unset):
        cutoff (float | Unset):
        limit (int | Unset):
        topics (list[str] | Unset):
        include_dataset (list[str] | Unset):
        exclude_dataset (list[str] | Unset):
        exclude_schema (list[str] | Unset):
        algorithm (str | Unset):
        fuzzy (bool | Unset):
        changed_since (str | Unset):
        exclude_entity_ids (list[str] | Unset):
        idempotency_key (str | Unset):
        body (PostScreeningMatchBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PostScreeningMatchResponse200
     """


    return (await asyncio_detailed(
        client=client,
body=body,
threshold=threshold,
cutoff=cutoff,
limit=limit,
topics=topics,
include_dataset=include_dataset,
exclude_dataset=exclude_dataset,
exclude_schema=exclude_schema,
algorithm=algorithm,
fuzzy=fuzzy,
changed_since=changed_since,
exclude_entity_ids=exclude_entity_ids,
idempotency_key=idempotency_key,

    )).parsed
