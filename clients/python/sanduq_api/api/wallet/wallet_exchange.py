from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.wallet_exchange_body import WalletExchangeBody
from ...models.wallet_exchange_response_201 import WalletExchangeResponse201
from ...models.wallet_exchange_response_401 import WalletExchangeResponse401
from ...models.wallet_exchange_response_403 import WalletExchangeResponse403
from ...models.wallet_exchange_response_404 import WalletExchangeResponse404
from ...models.wallet_exchange_response_409 import WalletExchangeResponse409
from ...models.wallet_exchange_response_422 import WalletExchangeResponse422
from ...models.wallet_exchange_response_429 import WalletExchangeResponse429
from ...models.wallet_exchange_response_500 import WalletExchangeResponse500
from ...models.wallet_exchange_response_503 import WalletExchangeResponse503
from typing import cast
from uuid import UUID



def _get_kwargs(
    *,
    body: WalletExchangeBody,
    idempotency_key: UUID,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/wallet/exchange",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> WalletExchangeResponse201 | WalletExchangeResponse401 | WalletExchangeResponse403 | WalletExchangeResponse404 | WalletExchangeResponse409 | WalletExchangeResponse422 | WalletExchangeResponse429 | WalletExchangeResponse500 | WalletExchangeResponse503 | None:
    if response.status_code == 201:
        response_201 = WalletExchangeResponse201.from_dict(response.json())



        return response_201

    if response.status_code == 401:
        response_401 = WalletExchangeResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = WalletExchangeResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = WalletExchangeResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = WalletExchangeResponse409.from_dict(response.json())



        return response_409

    if response.status_code == 422:
        response_422 = WalletExchangeResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = WalletExchangeResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = WalletExchangeResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = WalletExchangeResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[WalletExchangeResponse201 | WalletExchangeResponse401 | WalletExchangeResponse403 | WalletExchangeResponse404 | WalletExchangeResponse409 | WalletExchangeResponse422 | WalletExchangeResponse429 | WalletExchangeResponse500 | WalletExchangeResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: WalletExchangeBody,
    idempotency_key: UUID,

) -> Response[WalletExchangeResponse201 | WalletExchangeResponse401 | WalletExchangeResponse403 | WalletExchangeResponse404 | WalletExchangeResponse409 | WalletExchangeResponse422 | WalletExchangeResponse429 | WalletExchangeResponse500 | WalletExchangeResponse503]:
    """ Execute a quote with the PIN: both currencies move at its rate

     Once: a quote already executed is INVALID_PAYMENT_STATUS (the same Idempotency-Key replays the
    exchange), an expired one PAYMENT_EXPIRED (ask for a new quote). Both wallets' statements show an
    exchange line; the merchant gets exchange.completed.

    Args:
        idempotency_key (UUID):
        body (WalletExchangeBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[WalletExchangeResponse201 | WalletExchangeResponse401 | WalletExchangeResponse403 | WalletExchangeResponse404 | WalletExchangeResponse409 | WalletExchangeResponse422 | WalletExchangeResponse429 | WalletExchangeResponse500 | WalletExchangeResponse503]
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
    body: WalletExchangeBody,
    idempotency_key: UUID,

) -> WalletExchangeResponse201 | WalletExchangeResponse401 | WalletExchangeResponse403 | WalletExchangeResponse404 | WalletExchangeResponse409 | WalletExchangeResponse422 | WalletExchangeResponse429 | WalletExchangeResponse500 | WalletExchangeResponse503 | None:
    """ Execute a quote with the PIN: both currencies move at its rate

     Once: a quote already executed is INVALID_PAYMENT_STATUS (the same Idempotency-Key replays the
    exchange), an expired one PAYMENT_EXPIRED (ask for a new quote). Both wallets' statements show an
    exchange line; the merchant gets exchange.completed.

    Args:
        idempotency_key (UUID):
        body (WalletExchangeBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        WalletExchangeResponse201 | WalletExchangeResponse401 | WalletExchangeResponse403 | WalletExchangeResponse404 | WalletExchangeResponse409 | WalletExchangeResponse422 | WalletExchangeResponse429 | WalletExchangeResponse500 | WalletExchangeResponse503
     """


    return sync_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: WalletExchangeBody,
    idempotency_key: UUID,

) -> Response[WalletExchangeResponse201 | WalletExchangeResponse401 | WalletExchangeResponse403 | WalletExchangeResponse404 | WalletExchangeResponse409 | WalletExchangeResponse422 | WalletExchangeResponse429 | WalletExchangeResponse500 | WalletExchangeResponse503]:
    """ Execute a quote with the PIN: both currencies move at its rate

     Once: a quote already executed is INVALID_PAYMENT_STATUS (the same Idempotency-Key replays the
    exchange), an expired one PAYMENT_EXPIRED (ask for a new quote). Both wallets' statements show an
    exchange line; the merchant gets exchange.completed.

    Args:
        idempotency_key (UUID):
        body (WalletExchangeBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[WalletExchangeResponse201 | WalletExchangeResponse401 | WalletExchangeResponse403 | WalletExchangeResponse404 | WalletExchangeResponse409 | WalletExchangeResponse422 | WalletExchangeResponse429 | WalletExchangeResponse500 | WalletExchangeResponse503]
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
    body: WalletExchangeBody,
    idempotency_key: UUID,

) -> WalletExchangeResponse201 | WalletExchangeResponse401 | WalletExchangeResponse403 | WalletExchangeResponse404 | WalletExchangeResponse409 | WalletExchangeResponse422 | WalletExchangeResponse429 | WalletExchangeResponse500 | WalletExchangeResponse503 | None:
    """ Execute a quote with the PIN: both currencies move at its rate

     Once: a quote already executed is INVALID_PAYMENT_STATUS (the same Idempotency-Key replays the
    exchange), an expired one PAYMENT_EXPIRED (ask for a new quote). Both wallets' statements show an
    exchange line; the merchant gets exchange.completed.

    Args:
        idempotency_key (UUID):
        body (WalletExchangeBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        WalletExchangeResponse201 | WalletExchangeResponse401 | WalletExchangeResponse403 | WalletExchangeResponse404 | WalletExchangeResponse409 | WalletExchangeResponse422 | WalletExchangeResponse429 | WalletExchangeResponse500 | WalletExchangeResponse503
     """


    return (await asyncio_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
