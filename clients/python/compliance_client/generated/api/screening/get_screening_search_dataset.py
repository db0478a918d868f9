from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.get_screening_search_dataset_filter_op import GetScreeningSearchDatasetFilterOp
from ...models.get_screening_search_dataset_response_200 import GetScreeningSearchDatasetResponse200
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    dataset: str,
    *,
    q: str | Unset = UNSET,
    schema: str | Unset = UNSET,
    include_dataset: list[str] | Unset = UNSET,
    exclude_dataset: list[str] | Unset = UNSET,
    datasets: list[str] | Unset = UNSET,
    exclude_schema: list[str] | Unset = UNSET,
    changed_since: str | Unset = UNSET,
    countries: list[str] | Unset = UNSET,
    topics: list[str] | Unset = UNSET,
    target: bool | Unset = UNSET,
    limit: int | Unset = UNSET,
    offset: int | Unset = UNSET,
    fuzzy: bool | Unset = UNSET,
    simple: bool | Unset = UNSET,
    sort: list[str] | Unset = UNSET,
    facets: list[str] | Unset = UNSET,
    filter_op: GetScreeningSearchDatasetFilterOp | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["q"] = q

    params["schema"] = schema

    json_include_dataset: list[str] | Unset = UNSET
    if not isinstance(include_dataset, Unset):
        json_include_dataset = include_dataset


    params["include_dataset"] = json_include_dataset

    json_exclude_dataset: list[str] | Unset = UNSET
    if not isinstance(exclude_dataset, Unset):
        json_exclude_dataset = exclude_dataset


    params["exclude_dataset"] = json_exclude_dataset

    json_datasets: list[str] | Unset = UNSET
    if not isinstance(datasets, Unset):
        json_datasets = datasets


    params["datasets"] = json_datasets

    json_exclude_schema: list[str] | Unset = UNSET
    if not isinstance(exclude_schema, Unset):
        json_exclude_schema = exclude_schema


    params["exclude_schema"] = json_exclude_schema

    params["changed_since"] = changed_since

    json_countries: list[str] | Unset = UNSET
    if not isinstance(countries, Unset):
        json_countries = countries


    params["countries"] = json_countries

    json_topics: list[str] | Unset = UNSET
    if not isinstance(topics, Unset):
        json_topics = topics


    params["topics"] = json_topics

    params["target"] = target

    params["limit"] = limit

    params["offset"] = offset

    params["fuzzy"] = fuzzy

    params["simple"] = simple

    json_sort: list[str] | Unset = UNSET
    if not isinstance(sort, Unset):
        json_sort = sort


    params["sort"] = json_sort

    json_facets: list[str] | Unset = UNSET
    if not isinstance(facets, Unset):
        json_facets = facets


    params["facets"] = json_facets

    json_filter_op: str | Unset = UNSET
    if not isinstance(filter_op, Unset):
        json_filter_op = filter_op.value

    params["filter_op"] = json_filter_op


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/screening/search/{dataset}".format(dataset=quote(str(dataset), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | GetScreeningSearchDatasetResponse200 | None:
    if response.status_code == 200:
        response_200 = GetScreeningSearchDatasetResponse200.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | GetScreeningSearchDatasetResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    dataset: str,
    *,
    client: AuthenticatedClient,
    q: str | Unset = UNSET,
    schema: str | Unset = UNSET,
    include_dataset: list[str] | Unset = UNSET,
    exclude_dataset: list[str] | Unset = UNSET,
    datasets: list[str] | Unset = UNSET,
    exclude_schema: list[str] | Unset = UNSET,
    changed_since: str | Unset = UNSET,
    countries: list[str] | Unset = UNSET,
    topics: list[str] | Unset = UNSET,
    target: bool | Unset = UNSET,
    limit: int | Unset = UNSET,
    offset: int | Unset = UNSET,
    fuzzy: bool | Unset = UNSET,
    simple: bool | Unset = UNSET,
    sort: list[str] | Unset = UNSET,
    facets: list[str] | Unset = UNSET,
    filter_op: GetScreeningSearchDatasetFilterOp | Unset = UNSET,

) -> Response[Error | GetScreeningSearchDatasetResponse200]:
    """ yente's GET /search/{dataset}: watchlist entities by words of their name (dataset: a list, or
    default/all for every list; an unknown one 404)

     Permission: `read` (viewer, analyst, approver, admin, or a key without a role).

    Args:
        dataset (str):
        q (str | Unset):
        schema (str | Unset):
        include_dataset (list[str] | Unset):
        exclude_dataset (list[str] | Unset):
        datasets (list[str] | Unset):
        exclude_schema (list[str] | Unset):
        changed_since (str | Unset):
        countries (list[str] | Unset):
        topics (list[str] | Unset):
        target (bool | Unset):
        limit (int | Unset):
        offset (int | Unset):
        fuzzy (bool | Unset):
        simple (bool | Unset):
        sort (list[str] | Unset):
        facets (list[str] | Unset):
        filter_op (GetScreeningSearchDatasetFilterOp | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | GetScreeningSearchDatasetResponse200]
     """


    kwargs = _get_kwargs(
        dataset=dataset,
q=q,
schema=schema,
include_dataset=include_dataset,
exclude_dataset=exclude_dataset,
datasets=datasets,
exclude_schema=exclude_schema,
changed_since=changed_since,
countries=countries,
topics=topics,
target=target,
limit=limit,
offset=offset,
fuzzy=fuzzy,
simple=simple,
sort=sort,
facets=facets,
filter_op=filter_op,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    dataset: str,
    *,
    client: AuthenticatedClient,
    q: str | Unset = UNSET,
    schema: str | Unset = UNSET,
    include_dataset: list[str] | Unset = UNSET,
    exclude_dataset: list[str] | Unset = UNSET,
    datasets: list[str] | Unset = UNSET,
    exclude_schema: list[str] | Unset = UNSET,
    changed_since: str | Unset = UNSET,
    countries: list[str] | Unset = UNSET,
    topics: list[str] | Unset = UNSET,
    target: bool | Unset = UNSET,
    limit: int | Unset = UNSET,
    offset: int | Unset = UNSET,
    fuzzy: bool | Unset = UNSET,
    simple: bool | Unset = UNSET,
    sort: list[str] | Unset = UNSET,
    facets: list[str] | Unset = UNSET,
    filter_op: GetScreeningSearchDatasetFilterOp | Unset = UNSET,

) -> Error | GetScreeningSearchDatasetResponse200 | None:
    """ yente's GET /search/{dataset}: watchlist entities by words of their name (dataset: a list, or
    default/all for every list; an unknown one 404)

     Permission: `read` (viewer, analyst, approver, admin, or a key without a role).

    Args:
        dataset (str):
        q (str | Unset):
        schema (str | Unset):
        include_dataset (list[str] | Unset):
        exclude_dataset (list[str] | Unset):
        datasets (list[str] | Unset):
        exclude_schema (list[str] | Unset):
        changed_since (str | Unset):
        countries (list[str] | Unset):
        topics (list[str] | Unset):
        target (bool | Unset):
        limit (int | Unset):
        offset (int | Unset):
        fuzzy (bool | Unset):
        simple (bool | Unset):
        sort (list[str] | Unset):
        facets (list[str] | Unset):
        filter_op (GetScreeningSearchDatasetFilterOp | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | GetScreeningSearchDatasetResponse200
     """


    return sync_detailed(
        dataset=dataset,
client=client,
q=q,
schema=schema,
include_dataset=include_dataset,
exclude_dataset=exclude_dataset,
datasets=datasets,
exclude_schema=exclude_schema,
changed_since=changed_since,
countries=countries,
topics=topics,
target=target,
limit=limit,
offset=offset,
fuzzy=fuzzy,
simple=simple,
sort=sort,
facets=facets,
filter_op=filter_op,

    ).parsed

async def asyncio_detailed(
    dataset: str,
    *,
    client: AuthenticatedClient,
    q: str | Unset = UNSET,
    schema: str | Unset = UNSET,
    include_dataset: list[str] | Unset = UNSET,
    exclude_dataset: list[str] | Unset = UNSET,
    datasets: list[str] | Unset = UNSET,
    exclude_schema: list[str] | Unset = UNSET,
    changed_since: str | Unset = UNSET,
    countries: list[str] | Unset = UNSET,
    topics: list[str] | Unset = UNSET,
    target: bool | Unset = UNSET,
    limit: int | Unset = UNSET,
    offset: int | Unset = UNSET,
    fuzzy: bool | Unset = UNSET,
    simple: bool | Unset = UNSET,
    sort: list[str] | Unset = UNSET,
    facets: list[str] | Unset = UNSET,
    filter_op: GetScreeningSearchDatasetFilterOp | Unset = UNSET,

) -> Response[Error | GetScreeningSearchDatasetResponse200]:
    """ yente's GET /search/{dataset}: watchlist entities by words of their name (dataset: a list, or
    default/all for every list; an unknown one 404)

     Permission: `read` (viewer, analyst, approver, admin, or a key without a role).

    Args:
        dataset (str):
        q (str | Unset):
        schema (str | Unset):
        include_dataset (list[str] | Unset):
        exclude_dataset (list[str] | Unset):
        datasets (list[str] | Unset):
        exclude_schema (list[str] | Unset):
        changed_since (str | Unset):
        countries (list[str] | Unset):
        topics (list[str] | Unset):
        target (bool | Unset):
        limit (int | Unset):
        offset (int | Unset):
        fuzzy (bool | Unset):
        simple (bool | Unset):
        sort (list[str] | Unset):
        facets (list[str] | Unset):
        filter_op (GetScreeningSearchDatasetFilterOp | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | GetScreeningSearchDatasetResponse200]
     """


    kwargs = _get_kwargs(
        dataset=dataset,
q=q,
schema=schema,
include_dataset=include_dataset,
exclude_dataset=exclude_dataset,
datasets=datasets,
exclude_schema=exclude_schema,
changed_since=changed_since,
countries=countries,
topics=topics,
target=target,
limit=limit,
offset=offset,
fuzzy=fuzzy,
simple=simple,
sort=sort,
facets=facets,
filter_op=filter_op,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    dataset: str,
    *,
    client: AuthenticatedClient,
    q: str | Unset = UNSET,
    schema: str | Unset = UNSET,
    include_dataset: list[str] | Unset = UNSET,
    exclude_dataset: list[str] | Unset = UNSET,
    datasets: list[str] | Unset = UNSET,
    exclude_schema: list[str] | Unset = UNSET,
    changed_since: str | Unset = UNSET,
    countries: list[str] | Unset = UNSET,
    topics: list[str] | Unset = UNSET,
    target: bool | Unset = UNSET,
    limit: int | Unset = UNSET,
    offset: int | Unset = UNSET,
    fuzzy: bool | Unset = UNSET,
    simple: bool | Unset = UNSET,
    sort: list[str] | Unset = UNSET,
    facets: list[str] | Unset = UNSET,
    filter_op: GetScreeningSearchDatasetFilterOp | Unset = UNSET,

) -> Error | GetScreeningSearchDatasetResponse200 | None:
    """ yente's GET /search/{dataset}: watchlist entities by words of their name (dataset: a list, or
    default/all for every list; an unknown one 404)

     Permission: `read` (viewer, analyst, approver, admin, or a key without a role).

    Args:
        dataset (str):
        q (str | Unset):
        schema (str | Unset):
        include_dataset (list[str] | Unset):
        exclude_dataset (list[str] | Unset):
        datasets (list[str] | Unset):
        exclude_schema (list[str] | Unset):
        changed_since (str | Unset):
        countries (list[str] | Unset):
        topics (list[str] | Unset):
        target (bool | Unset):
        limit (int | Unset):
        offset (int | Unset):
        fuzzy (bool | Unset):
        simple (bool | Unset):
        sort (list[str] | Unset):
        facets (list[str] | Unset):
        filter_op (GetScreeningSearchDatasetFilterOp | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | GetScreeningSearchDatasetResponse200
     """


    return (await asyncio_detailed(
        dataset=dataset,
client=client,
q=q,
schema=schema,
include_dataset=include_dataset,
exclude_dataset=exclude_dataset,
datasets=datasets,
exclude_schema=exclude_schema,
changed_since=changed_since,
countries=countries,
topics=topics,
target=target,
limit=limit,
offset=offset,
fuzzy=fuzzy,
simple=simple,
sort=sort,
facets=facets,
filter_op=filter_op,

    )).parsed
