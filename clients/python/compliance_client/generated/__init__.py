
""" A client library for accessing Compliance Onboarding and Screening API """
from .client import AuthenticatedClient, Client

__all__ = (
    "AuthenticatedClient",
    "Client",
)
