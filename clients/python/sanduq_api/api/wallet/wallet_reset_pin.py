from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.wallet_reset_pin_body import WalletResetPinBody
from ...models.wallet_reset_pin_response_200 import WalletResetPinResponse200
from ...models.wallet_reset_pin_response_401 import WalletResetPinResponse401
from ...models.wallet_reset_pin_response_403 import WalletResetPinResponse403
from ...models.wallet_reset_pin_response_404 import WalletResetPinResponse404
from ...models.wallet_reset_pin_response_409 import WalletResetPinResponse409
from ...models.wallet_reset_pin_response_422 import WalletResetPinResponse422
from ...models.wallet_reset_pin_response_429 import WalletResetPinResponse429
from ...models.wallet_reset_pin_response_500 import WalletResetPinResponse500
from ...models.wallet_reset_pin_response_503 import WalletResetPinResponse503
from typing import cast
from uuid import UUID



def _get_kwargs(
    *,
    body: WalletResetPinBody,
    idempotency_key: UUID,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/wallet/pin/reset",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> WalletResetPinResponse200 | WalletResetPinResponse401 | WalletResetPinResponse403 | WalletResetPinResponse404 | WalletResetPinResponse409 | WalletResetPinResponse422 | WalletResetPinResponse429 | WalletResetPinResponse500 | WalletResetPinResponse503 | None:
    if response.status_code == 200:
        response_200 = WalletResetPinResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 401:
        response_401 = WalletResetPinResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = WalletResetPinResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = WalletResetPinResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = WalletResetPinResponse409.from_dict(response.json())



        return response_409

    if response.status_code == 422:
        response_422 = WalletResetPinResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = WalletResetPinResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = WalletResetPinResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = WalletResetPinResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[WalletResetPinResponse200 | WalletResetPinResponse401 | WalletResetPinResponse403 | WalletResetPinResponse404 | WalletResetPinResponse409 | WalletResetPinResponse422 | WalletResetPinResponse429 | WalletResetPinResponse500 | WalletResetPinResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: WalletResetPinBody,
    idempotency_key: UUID,

) -> Response[WalletResetPinResponse200 | WalletResetPinResponse401 | WalletResetPinResponse403 | WalletResetPinResponse404 | WalletResetPinResponse409 | WalletResetPinResponse422 | WalletResetPinResponse429 | WalletResetPinResponse500 | WalletResetPinResponse503]:
    """ Reset the PIN with a code sent to the wallet's phone (lifts PIN_BLOCKED)

    Args:
        idempotency_key (UUID):
        body (WalletResetPinBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[WalletResetPinResponse200 | WalletResetPinResponse401 | WalletResetPinResponse403 | WalletResetPinResponse404 | WalletResetPinResponse409 | WalletResetPinResponse422 | WalletResetPinResponse429 | WalletResetPinResponse500 | WalletResetPinResponse503]
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
    body: WalletResetPinBody,
    idempotency_key: UUID,

) -> WalletResetPinResponse200 | WalletResetPinResponse401 | WalletResetPinResponse403 | WalletResetPinResponse404 | WalletResetPinResponse409 | WalletResetPinResponse422 | WalletResetPinResponse429 | WalletResetPinResponse500 | WalletResetPinResponse503 | None:
    """ Reset the PIN with a code sent to the wallet's phone (lifts PIN_BLOCKED)

    Args:
        idempotency_key (UUID):
        body (WalletResetPinBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        WalletResetPinResponse200 | WalletResetPinResponse401 | WalletResetPinResponse403 | WalletResetPinResponse404 | WalletResetPinResponse409 | WalletResetPinResponse422 | WalletResetPinResponse429 | WalletResetPinResponse500 | WalletResetPinResponse503
     """


    return sync_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: WalletResetPinBody,
    idempotency_key: UUID,

) -> Response[WalletResetPinResponse200 | WalletResetPinResponse401 | WalletResetPinResponse403 | WalletResetPinResponse404 | WalletResetPinResponse409 | WalletResetPinResponse422 | WalletResetPinResponse429 | WalletResetPinResponse500 | WalletResetPinResponse503]:
    """ Reset the PIN with a code sent to the wallet's phone (lifts PIN_BLOCKED)

    Args:
        idempotency_key (UUID):
        body (WalletResetPinBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[WalletResetPinResponse200 | WalletResetPinResponse401 | WalletResetPinResponse403 | WalletResetPinResponse404 | WalletResetPinResponse409 | WalletResetPinResponse422 | WalletResetPinResponse429 | WalletResetPinResponse500 | WalletResetPinResponse503]
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
    body: WalletResetPinBody,
    idempotency_key: UUID,

) -> WalletResetPinResponse200 | WalletResetPinResponse401 | WalletResetPinResponse403 | WalletResetPinResponse404 | WalletResetPinResponse409 | WalletResetPinResponse422 | WalletResetPinResponse429 | WalletResetPinResponse500 | WalletResetPinResponse503 | None:
    """ Reset the PIN with a code sent to the wallet's phone (lifts PIN_BLOCKED)

    Args:
        idempotency_key (UUID):
        body (WalletResetPinBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        WalletResetPinResponse200 | WalletResetPinResponse401 | WalletResetPinResponse403 | WalletResetPinResponse404 | WalletResetPinResponse409 | WalletResetPinResponse422 | WalletResetPinResponse429 | WalletResetPinResponse500 | WalletResetPinResponse503
     """


    return (await asyncio_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
