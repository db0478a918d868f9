from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.get_webhooks_id_deliveries_event import GetWebhooksIdDeliveriesEvent
from ...models.get_webhooks_id_deliveries_status import GetWebhooksIdDeliveriesStatus
from ...models.webhook_delivery import WebhookDelivery
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    id: str,
    *,
    status: GetWebhooksIdDeliveriesStatus | Unset = UNSET,
    event: GetWebhooksIdDeliveriesEvent | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status.value

    params["status"] = json_status

    json_event: str | Unset = UNSET
    if not isinstance(event, Unset):
        json_event = event.value

    params["event"] = json_event


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/webhooks/{id}/deliveries".format(id=quote(str(id), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | list[WebhookDelivery] | None:
    if response.status_code == 200:
        response_200 = []
        _response_200 = response.json()
        for response_200_item_data in (_response_200):
            response_200_item = WebhookDelivery.from_dict(response_200_item_data)



            response_200.append(response_200_item)

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | list[WebhookDelivery]]:
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
    status: GetWebhooksIdDeliveriesStatus | Unset = UNSET,
    event: GetWebhooksIdDeliveriesEvent | Unset = UNSET,

) -> Response[Error | list[WebhookDelivery]]:
    """ Deliveries of a subscription, newest first (bare array), filterable by status and event

     Permission: `read` (viewer, analyst, approver, admin, or a key without a role).

    Args:
        id (str):
        status (GetWebhooksIdDeliveriesStatus | Unset):
        event (GetWebhooksIdDeliveriesEvent | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | list[WebhookDelivery]]
     """


    kwargs = _get_kwargs(
        id=id,
status=status,
event=event,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    id: str,
    *,
    client: AuthenticatedClient,
    status: GetWebhooksIdDeliveriesStatus | Unset = UNSET,
    event: GetWebhooksIdDeliveriesEvent | Unset = UNSET,

) -> Error | list[WebhookDelivery] | None:
    """ Deliveries of a subscription, newest first (bare array), filterable by status and event

     Permission: `read` (viewer, analyst, approver, admin, or a key without a role).

    Args:
        id (str):
        status (GetWebhooksIdDeliveriesStatus | Unset):
        event (GetWebhooksIdDeliveriesEvent | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | list[WebhookDelivery]
     """


    return sync_detailed(
        id=id,
client=client,
status=status,
event=event,

    ).parsed

async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    status: GetWebhooksIdDeliveriesStatus | Unset = UNSET,
    event: GetWebhooksIdDeliveriesEvent | Unset = UNSET,

) -> Response[Error | list[WebhookDelivery]]:
    """ Deliveries of a subscription, newest first (bare array), filterable by status and event

     Permission: `read` (viewer, analyst, approver, admin, or a key without a role).

    Args:
        id (str):
        status (GetWebhooksIdDeliveriesStatus | Unset):
        event (GetWebhooksIdDeliveriesEvent | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | list[WebhookDelivery]]
     """


    kwargs = _get_kwargs(
        id=id,
status=status,
event=event,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient,
    status: GetWebhooksIdDeliveriesStatus | Unset = UNSET,
    event: GetWebhooksIdDeliveriesEvent | Unset = UNSET,

) -> Error | list[WebhookDelivery] | None:
    """ Deliveries of a subscription, newest first (bare array), filterable by status and event

     Permission: `read` (viewer, analyst, approver, admin, or a key without a role).

    Args:
        id (str):
        status (GetWebhooksIdDeliveriesStatus | Unset):
        event (GetWebhooksIdDeliveriesEvent | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | list[WebhookDelivery]
     """


    return (await asyncio_detailed(
        id=id,
client=client,
status=status,
event=event,

    )).parsed
