from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.sandbox_qr_token_body import SandboxQrTokenBody
from ...models.sandbox_qr_token_response_201 import SandboxQrTokenResponse201
from ...models.sandbox_qr_token_response_403 import SandboxQrTokenResponse403
from ...models.sandbox_qr_token_response_404 import SandboxQrTokenResponse404
from ...models.sandbox_qr_token_response_409 import SandboxQrTokenResponse409
from ...models.sandbox_qr_token_response_422 import SandboxQrTokenResponse422
from ...models.sandbox_qr_token_response_429 import SandboxQrTokenResponse429
from ...models.sandbox_qr_token_response_500 import SandboxQrTokenResponse500
from ...models.sandbox_qr_token_response_503 import SandboxQrTokenResponse503
from ...types import UNSET, Unset
from typing import cast
from uuid import UUID



def _get_kwargs(
    user_id: str,
    *,
    body: SandboxQrTokenBody | Unset = UNSET,
    idempotency_key: UUID,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/sandbox/users/{user_id}/qr-token".format(user_id=quote(str(user_id), safe=""),),
    }

    
    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> SandboxQrTokenResponse201 | SandboxQrTokenResponse403 | SandboxQrTokenResponse404 | SandboxQrTokenResponse409 | SandboxQrTokenResponse422 | SandboxQrTokenResponse429 | SandboxQrTokenResponse500 | SandboxQrTokenResponse503 | None:
    if response.status_code == 201:
        response_201 = SandboxQrTokenResponse201.from_dict(response.json())



        return response_201

    if response.status_code == 403:
        response_403 = SandboxQrTokenResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = SandboxQrTokenResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = SandboxQrTokenResponse409.from_dict(response.json())



        return response_409

    if response.status_code == 422:
        response_422 = SandboxQrTokenResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = SandboxQrTokenResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = SandboxQrTokenResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = SandboxQrTokenResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[SandboxQrTokenResponse201 | SandboxQrTokenResponse403 | SandboxQrTokenResponse404 | SandboxQrTokenResponse409 | SandboxQrTokenResponse422 | SandboxQrTokenResponse429 | SandboxQrTokenResponse500 | SandboxQrTokenResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    user_id: str,
    *,
    client: AuthenticatedClient,
    body: SandboxQrTokenBody | Unset = UNSET,
    idempotency_key: UUID,

) -> Response[SandboxQrTokenResponse201 | SandboxQrTokenResponse403 | SandboxQrTokenResponse404 | SandboxQrTokenResponse409 | SandboxQrTokenResponse422 | SandboxQrTokenResponse429 | SandboxQrTokenResponse500 | SandboxQrTokenResponse503]:
    """ Issue a one-time user token for a customer-presented QR

    Args:
        user_id (str):
        idempotency_key (UUID):
        body (SandboxQrTokenBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[SandboxQrTokenResponse201 | SandboxQrTokenResponse403 | SandboxQrTokenResponse404 | SandboxQrTokenResponse409 | SandboxQrTokenResponse422 | SandboxQrTokenResponse429 | SandboxQrTokenResponse500 | SandboxQrTokenResponse503]
     """


    kwargs = _get_kwargs(
        user_id=user_id,
body=body,
idempotency_key=idempotency_key,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    user_id: str,
    *,
    client: AuthenticatedClient,
    body: SandboxQrTokenBody | Unset = UNSET,
    idempotency_key: UUID,

) -> SandboxQrTokenResponse201 | SandboxQrTokenResponse403 | SandboxQrTokenResponse404 | SandboxQrTokenResponse409 | SandboxQrTokenResponse422 | SandboxQrTokenResponse429 | SandboxQrTokenResponse500 | SandboxQrTokenResponse503 | None:
    """ Issue a one-time user token for a customer-presented QR

    Args:
        user_id (str):
        idempotency_key (UUID):
        body (SandboxQrTokenBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        SandboxQrTokenResponse201 | SandboxQrTokenResponse403 | SandboxQrTokenResponse404 | SandboxQrTokenResponse409 | SandboxQrTokenResponse422 | SandboxQrTokenResponse429 | SandboxQrTokenResponse500 | SandboxQrTokenResponse503
     """


    return sync_detailed(
        user_id=user_id,
client=client,
body=body,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    user_id: str,
    *,
    client: AuthenticatedClient,
    body: SandboxQrTokenBody | Unset = UNSET,
    idempotency_key: UUID,

) -> Response[SandboxQrTokenResponse201 | SandboxQrTokenResponse403 | SandboxQrTokenResponse404 | SandboxQrTokenResponse409 | SandboxQrTokenResponse422 | SandboxQrTokenResponse429 | SandboxQrTokenResponse500 | SandboxQrTokenResponse503]:
    """ Issue a one-time user token for a customer-presented QR

    Args:
        user_id (str):
        idempotency_key (UUID):
        body (SandboxQrTokenBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[SandboxQrTokenResponse201 | SandboxQrTokenResponse403 | SandboxQrTokenResponse404 | SandboxQrTokenResponse409 | SandboxQrTokenResponse422 | SandboxQrTokenResponse429 | SandboxQrTokenResponse500 | SandboxQrTokenResponse503]
     """


    kwargs = _get_kwargs(
        user_id=user_id,
body=body,
idempotency_key=idempotency_key,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    user_id: str,
    *,
    client: AuthenticatedClient,
    body: SandboxQrTokenBody | Unset = UNSET,
    idempotency_key: UUID,

) -> SandboxQrTokenResponse201 | SandboxQrTokenResponse403 | SandboxQrTokenResponse404 | SandboxQrTokenResponse409 | SandboxQrTokenResponse422 | SandboxQrTokenResponse429 | SandboxQrTokenResponse500 | SandboxQrTokenResponse503 | None:
    """ Issue a one-time user token for a customer-presented QR

    Args:
        user_id (str):
        idempotency_key (UUID):
        body (SandboxQrTokenBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        SandboxQrTokenResponse201 | SandboxQrTokenResponse403 | SandboxQrTokenResponse404 | SandboxQrTokenResponse409 | SandboxQrTokenResponse422 | SandboxQrTokenResponse429 | SandboxQrTokenResponse500 | SandboxQrTokenResponse503
     """


    return (await asyncio_detailed(
        user_id=user_id,
client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
