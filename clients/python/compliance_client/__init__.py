"""The compliance API's Python client.

``compliance_client.generated`` is generated from openapi.json by openapi-python-client (generate.sh;
``npm run clients:generate`` at the repository root). This module adds the helpers integrators need:
a client with an Idempotency-Key on every POST and retries on 429/503 honouring Retry-After,
``paginate`` over any cursor list, ``unwrap`` and ``verify_webhook`` (the official standardwebhooks verifier).
"""

from __future__ import annotations

import email.utils
import time
import uuid
from collections.abc import Callable, Iterator, Mapping
from typing import Any

import httpx
from standardwebhooks.webhooks import Webhook, WebhookVerificationError

from .generated import AuthenticatedClient
from .generated.models.error import Error
from .generated.types import Response

__all__ = ["ApiError", "AuthenticatedClient", "RetryingTransport", "WebhookVerificationError", "create_client", "paginate", "unwrap", "verify_webhook"]

RETRIED_STATUSES = frozenset({429, 503})


def retry_after_seconds(value: str | None, now: float | None = None) -> float | None:
    """Retry-After as seconds or an HTTP date; None when absent or unreadable."""
    if not value:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(value).timestamp()
    except (TypeError, ValueError):
        return None
    return max(0.0, when - (time.time() if now is None else now))


class RetryingTransport(httpx.BaseTransport):
    """Adds an Idempotency-Key to a POST that has none and retries a 429 or 503 after Retry-After."""

    def __init__(self, inner: httpx.BaseTransport | None = None, *, max_retries: int = 3, max_delay: float = 30.0, base_delay: float = 0.5) -> None:
        self.inner = inner or httpx.HTTPTransport()
        self.max_retries = max_retries
        self.max_delay = max_delay
        self.base_delay = base_delay

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        if request.method == "POST" and "Idempotency-Key" not in request.headers:
            request.headers["Idempotency-Key"] = str(uuid.uuid4())
        attempt = 0
        while True:
            response = self.inner.handle_request(request)
            if response.status_code not in RETRIED_STATUSES or attempt >= self.max_retries:
                return response
            wait = retry_after_seconds(response.headers.get("Retry-After"))
            response.read()
            response.close()
            time.sleep(min(self.base_delay * 2**attempt if wait is None else wait, self.max_delay))
            attempt += 1

    def close(self) -> None:
        self.inner.close()


def create_client(base_url: str, api_key: str, *, max_retries: int = 3, max_delay: float = 30.0, timeout: float = 30.0) -> AuthenticatedClient:
    """A client for the generated operations: ``get_applications.sync(client=client, limit=50)``.

    ``base_url`` is the server's root (paths carry /api/v1); the key goes in ``Authorization: Bearer``.
    """
    return AuthenticatedClient(
        base_url=base_url.rstrip("/"),
        token=api_key,
        timeout=httpx.Timeout(timeout),
        httpx_args={"transport": RetryingTransport(max_retries=max_retries, max_delay=max_delay)},
    )


class ApiError(Exception):
    """An error answer in the API's error shape (statusCode, error, message, code, details)."""

    def __init__(self, status: int, body: Any) -> None:
        self.status = status
        self.body = body
        self.code: str | None = getattr(body, "code", None) if not isinstance(body, Mapping) else body.get("code")
        message = getattr(body, "message", None) if not isinstance(body, Mapping) else body.get("message")
        super().__init__(f"{status}{' ' + self.code if self.code else ''}: {message or 'request failed'}")


def unwrap(response: Response[Any]) -> Any:
    """The parsed body of a ``sync_detailed`` answer, or ApiError."""
    status = int(response.status_code)
    if status >= 400 or isinstance(response.parsed, Error):
        raise ApiError(status, response.parsed if response.parsed is not None else response.content.decode("utf-8", "replace"))
    return response.parsed


def paginate(endpoint: Any, *, client: AuthenticatedClient, **query: Any) -> Iterator[Any]:
    """Every item of a cursor list, page after page: ``for app in paginate(get_applications, client=c, limit=50)``.

    ``endpoint`` is a generated operation module (or its ``sync_detailed``); ``query`` its other arguments.
    """
    call: Callable[..., Response[Any]] = getattr(endpoint, "sync_detailed", endpoint)
    cursor = query.pop("cursor", None)
    while True:
        page = unwrap(call(client=client, **query, **({"cursor": cursor} if cursor else {})))
        yield from page.items
        cursor = page.next_cursor
        if not cursor:
            return


def verify_webhook(secret: str, payload: str | bytes, headers: Mapping[str, str]) -> Any:
    """Checks a delivery's Standard Webhooks signature and age, and returns its parsed JSON body.

    Raises WebhookVerificationError. Pass the body exactly as received, not re-serialised JSON.
    """
    body = payload.decode("utf-8") if isinstance(payload, bytes) else payload
    return Webhook(secret).verify(body, {k.lower(): v for k, v in headers.items()})
