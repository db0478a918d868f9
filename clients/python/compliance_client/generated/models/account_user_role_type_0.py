from enum import StrEnum

class AccountUserRoleType0(StrEnum):
    ADMIN = "admin"
    ANALYST = "analyst"
    APPROVER = "approver"
    VIEWER = "viewer"

    def __str__(self) -> str:
        return str(self.value)
