"""The Python client against a live server (no mocks).

scripts/clients-live.ts starts the real service and sets COMPLIANCE_BASE_URL and COMPLIANCE_API_KEY
(``npm run clients:live -- python`` at the repository root).
"""

from __future__ import annotations

import json
import os
import threading
import time
import uuid
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import urljoin

import httpx
import pytest

from compliance_client import ApiError, RetryingTransport, WebhookVerificationError, create_client, paginate, unwrap, verify_webhook
from compliance_client.generated.api.applications import get_applications, get_applications_id, post_applications
from compliance_client.generated.api.crs_export import get_applications_id_export_crs_xml, get_exports_id, get_exports_id_download, post_exports
from compliance_client.generated.api.documents import get_documents, post_documents, post_documents_uploads
from compliance_client.generated.api.ownership import get_applications_id_ownership_chart
from compliance_client.generated.api.screening import get_screening_hits, patch_screening_hits_hit_id, post_screening_hits
from compliance_client.generated.api.tasks import get_tasks_task_id
from compliance_client.generated.api.webhooks import post_webhooks
from compliance_client.generated.models import (
    PatchScreeningHitsHitIdBody,
    PostApplicationsBodyType0,
    PostDocumentsBody,
    PostDocumentsUploadsBody,
    PostExportsBody,
    PostScreeningHitsBody,
    PostWebhooksBody,
)
from compliance_client.generated.types import File

BASE_URL = os.environ.get("COMPLIANCE_BASE_URL")
API_KEY = os.environ.get("COMPLIANCE_API_KEY")
pytestmark = pytest.mark.skipif(not BASE_URL or not API_KEY, reason="needs a live server: npm run clients:live")


def until(what, probe, timeout=90.0):
    deadline = time.monotonic() + timeout
    while True:
        value = probe()
        if value is not None:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.25)


@pytest.fixture(scope="module")
def client():
    with create_client(BASE_URL, API_KEY) as c:
        yield c


@pytest.fixture(scope="module")
def receiver():
    """A local webhook receiver: every delivery's raw body and headers."""
    received: list[tuple[bytes, dict[str, str]]] = []

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self):  # noqa: N802 (http.server's name)
            body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
            received.append((body, {k: v for k, v in self.headers.items()}))
            self.send_response(204)
            self.end_headers()

        def log_message(self, *args):
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/hooks", received
    server.shutdown()


def new_application(client, name):
    first, _, last = name.partition(" ")
    body = PostApplicationsBodyType0.from_dict({"entityType": "INDIVIDUAL", "name": name, "individual": {"firstName": first, "lastName": last or "Test"}})
    return unwrap(post_applications.sync_detailed(client=client, body=body))


def test_creates_an_application_and_reads_it_back(client):
    created = new_application(client, "Ada Lovelace")
    assert created.status == "PENDING"
    assert unwrap(get_applications_id.sync_detailed(created.id, client=client)).name == "Ada Lovelace"


def test_a_post_retried_under_its_idempotency_key_is_answered_from_the_first_run():
    body = PostApplicationsBodyType0.from_dict({"entityType": "INDIVIDUAL", "name": "Grace Hopper"})
    # A client of its own: the generated with_headers() changes an already-open client in place.
    with_key = create_client(BASE_URL, API_KEY).with_headers({"Idempotency-Key": f"py-client-{uuid.uuid4()}"})
    first = post_applications.sync_detailed(client=with_key, body=body)
    again = post_applications.sync_detailed(client=with_key, body=body)
    assert again.headers.get("Idempotent-Replayed") == "true"
    assert unwrap(again).id == unwrap(first).id


def test_pages_through_a_cursor_list_to_its_end(client):
    mine = [new_application(client, n).id for n in ("Alan Turing", "Emmy Noether", "Kurt Goedel")]
    seen = [app.id for app in paginate(get_applications, client=client, limit=2)]
    assert len(seen) == len(set(seen))
    assert set(mine) <= set(seen)


def test_raises_a_screening_hit_and_decides_it(client):
    app = new_application(client, "Hit Subject")
    hit = unwrap(
        post_screening_hits.sync_detailed(
            client=client,
            body=PostScreeningHitsBody.from_dict({"applicationId": app.id, "title": "Sanctions list entry", "type": "SANCTIONS", "status": "NOT_REVIEWED"}),
        )
    )
    verdict = PatchScreeningHitsHitIdBody.from_dict({"status": "FALSE_POSITIVE", "note": "Different date of birth"})
    assert unwrap(patch_screening_hits_hit_id.sync_detailed(hit.id, client=client, body=verdict)).status == "FALSE_POSITIVE"
    hits = unwrap(get_screening_hits.sync_detailed(client=client, application_id=app.id))
    assert [h.status for h in hits.sanctions] == ["FALSE_POSITIVE"]


def test_file_answers_come_back_as_their_bytes(client):
    app = new_application(client, "Chart Holder")
    chart = get_applications_id_ownership_chart.sync(app.id, client=client)
    assert isinstance(chart, File), chart
    assert b"<svg" in chart.payload.read()
    fragment = get_applications_id_export_crs_xml.sync(app.id, client=client)
    assert isinstance(fragment, File), fragment
    assert b"AccountReport" in fragment.payload.read()


def test_an_unknown_id_raises_api_error_404(client):
    with pytest.raises(ApiError) as error:
        unwrap(get_tasks_task_id.sync_detailed("no-such-task", client=client))
    assert (error.value.status, error.value.code) == (404, "NOT_FOUND")


def test_registers_a_document(client):
    app = new_application(client, "Document Holder")
    upload = unwrap(post_documents_uploads.sync_detailed(client=client, body=PostDocumentsUploadsBody(file_name="proof.txt", content_type="text/plain")))
    put = httpx.put(urljoin(BASE_URL, upload.upload_url), content=b"Proof of address: 1 Main Street", headers={"Content-Type": "text/plain"})
    assert put.is_success, put.status_code
    body = PostDocumentsBody.from_dict({"applicationId": app.id, "type": "PROOF_OF_ADDRESS", "fileName": "proof.txt", "key": upload.key, "contentType": "text/plain"})
    document = unwrap(post_documents.sync_detailed(client=client, body=body))
    assert [d.id for d in paginate(get_documents, client=client, application_id=app.id)] == [document.id]


def test_runs_an_export_and_receives_its_webhook_verified(client, receiver):
    url, received = receiver
    webhook = unwrap(post_webhooks.sync_detailed(client=client, body=PostWebhooksBody.from_dict({"url": url, "events": ["export.completed"]})))
    app = new_application(client, "Export Subject")
    job = unwrap(post_exports.sync_detailed(client=client, body=PostExportsBody.from_dict({"format": "JSON", "applicationIds": [app.id]})))

    def finished():
        state = unwrap(get_exports_id.sync_detailed(job.job_id, client=client))
        return state if state.status in ("COMPLETED", "FAILED") else None

    assert until("the export", finished).status == "COMPLETED"
    download = unwrap(get_exports_id_download.sync_detailed(job.job_id, client=client))
    file = httpx.get(download.url)
    assert file.status_code == 200 and b"Export Subject" in file.content

    body, headers = until("the export.completed delivery", lambda: next((r for r in received if job.job_id.encode() in r[0]), None))
    event = verify_webhook(webhook.secret, body, headers)
    assert event["event"] == "export.completed"
    with pytest.raises(WebhookVerificationError):
        verify_webhook(webhook.secret, body.replace(b"export.completed", b"export.forged"), headers)


def test_retries_a_429_after_retry_after_with_the_same_idempotency_key():
    calls = []

    def answer(request):
        calls.append((time.monotonic(), request.headers.get("Idempotency-Key")))
        return httpx.Response(429, headers={"Retry-After": "1"}, json={}) if len(calls) == 1 else httpx.Response(200, json={"ok": True})

    transport = RetryingTransport(httpx.MockTransport(answer))
    with httpx.Client(transport=transport) as http:
        response = http.post(f"{BASE_URL}/x", content=json.dumps({}))
    assert response.status_code == 200 and len(calls) == 2
    assert calls[1][0] - calls[0][0] >= 0.95
    assert calls[0][1] and calls[0][1] == calls[1][1]
