from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.sandbox_top_up_body import SandboxTopUpBody
from ...models.sandbox_top_up_response_200 import SandboxTopUpResponse200
from ...models.sandbox_top_up_response_403 import SandboxTopUpResponse403
from ...models.sandbox_top_up_response_404 import SandboxTopUpResponse404
from ...models.sandbox_top_up_response_409 import SandboxTopUpResponse409
from ...models.sandbox_top_up_response_422 import SandboxTopUpResponse422
from ...models.sandbox_top_up_response_429 import SandboxTopUpResponse429
from ...models.sandbox_top_up_response_500 import SandboxTopUpResponse500
from ...models.sandbox_top_up_response_503 import SandboxTopUpResponse503
from typing import cast
from uuid import UUID



def _get_kwargs(
    *,
    body: SandboxTopUpBody,
    idempotency_key: UUID,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/sandbox/wallets/topup",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> SandboxTopUpResponse200 | SandboxTopUpResponse403 | SandboxTopUpResponse404 | SandboxTopUpResponse409 | SandboxTopUpResponse422 | SandboxTopUpResponse429 | SandboxTopUpResponse500 | SandboxTopUpResponse503 | None:
    if response.status_code == 200:
        response_200 = SandboxTopUpResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 403:
        response_403 = SandboxTopUpResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = SandboxTopUpResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = SandboxTopUpResponse409.from_dict(response.json())



        return response_409

    if response.status_code == 422:
        response_422 = SandboxTopUpResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = SandboxTopUpResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = SandboxTopUpResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = SandboxTopUpResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[SandboxTopUpResponse200 | SandboxTopUpResponse403 | SandboxTopUpResponse404 | SandboxTopUpResponse409 | SandboxTopUpResponse422 | SandboxTopUpResponse429 | SandboxTopUpResponse500 | SandboxTopUpResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: SandboxTopUpBody,
    idempotency_key: UUID,

) -> Response[SandboxTopUpResponse200 | SandboxTopUpResponse403 | SandboxTopUpResponse404 | SandboxTopUpResponse409 | SandboxTopUpResponse422 | SandboxTopUpResponse429 | SandboxTopUpResponse500 | SandboxTopUpResponse503]:
    """ Mint test money into a user's wallet

    Args:
        idempotency_key (UUID):
        body (SandboxTopUpBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[SandboxTopUpResponse200 | SandboxTopUpResponse403 | SandboxTopUpResponse404 | SandboxTopUpResponse409 | SandboxTopUpResponse422 | SandboxTopUpResponse429 | SandboxTopUpResponse500 | SandboxTopUpResponse503]
     """


    kwargs = _get_kwargs(
        body=body,
idempotency_key=idempotency_key,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    body: SandboxTopUpBody,
    idempotency_key: UUID,

) -> SandboxTopUpResponse200 | SandboxTopUpResponse403 | SandboxTopUpResponse404 | SandboxTopUpResponse409 | SandboxTopUpResponse422 | SandboxTopUpResponse429 | SandboxTopUpResponse500 | SandboxTopUpResponse503 | None:
    """ Mint test money into a user's wallet

    Args:
        idempotency_key (UUID):
        body (SandboxTopUpBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        SandboxTopUpResponse200 | SandboxTopUpResponse403 | SandboxTopUpResponse404 | SandboxTopUpResponse409 | SandboxTopUpResponse422 | SandboxTopUpResponse429 | SandboxTopUpResponse500 | SandboxTopUpResponse503
     """


    return sync_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: SandboxTopUpBody,
    idempotency_key: UUID,

) -> Response[SandboxTopUpResponse200 | SandboxTopUpResponse403 | SandboxTopUpResponse404 | SandboxTopUpResponse409 | SandboxTopUpResponse422 | SandboxTopUpResponse429 | SandboxTopUpResponse500 | SandboxTopUpResponse503]:
    """ Mint test money into a user's wallet

    Args:
        idempotency_key (UUID):
        body (SandboxTopUpBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[SandboxTopUpResponse200 | SandboxTopUpResponse403 | SandboxTopUpResponse404 | SandboxTopUpResponse409 | SandboxTopUpResponse422 | SandboxTopUpResponse429 | SandboxTopUpResponse500 | SandboxTopUpResponse503]
     """


    kwargs = _get_kwargs(
        body=body,
idempotency_key=idempotency_key,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    body: SandboxTopUpBody,
    idempotency_key: UUID,

) -> SandboxTopUpResponse200 | SandboxTopUpResponse403 | SandboxTopUpResponse404 | SandboxTopUpResponse409 | SandboxTopUpResponse422 | SandboxTopUpResponse429 | SandboxTopUpResponse500 | SandboxTopUpResponse503 | None:
    """ Mint test money into a user's wallet

    Args:
        idempotency_key (UUID):
        body (SandboxTopUpBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        SandboxTopUpResponse200 | SandboxTopUpResponse403 | SandboxTopUpResponse404 | SandboxTopUpResponse409 | SandboxTopUpResponse422 | SandboxTopUpResponse429 | SandboxTopUpResponse500 | SandboxTopUpResponse503
     """


    return (await asyncio_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
