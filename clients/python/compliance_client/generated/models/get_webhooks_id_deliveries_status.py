from enum import StrEnum

class GetWebhooksIdDeliveriesStatus(StrEnum):
    FAILED = "FAILED"
    HELD = "HELD"
    PENDING = "PENDING"
    SUCCEEDED = "SUCCEEDED"

    def __str__(self) -> str:
        return str(self.value)
