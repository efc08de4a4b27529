from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.wallet_payment_code_body import WalletPaymentCodeBody
from ...models.wallet_payment_code_response_201 import WalletPaymentCodeResponse201
from ...models.wallet_payment_code_response_401 import WalletPaymentCodeResponse401
from ...models.wallet_payment_code_response_403 import WalletPaymentCodeResponse403
from ...models.wallet_payment_code_response_404 import WalletPaymentCodeResponse404
from ...models.wallet_payment_code_response_409 import WalletPaymentCodeResponse409
from ...models.wallet_payment_code_response_422 import WalletPaymentCodeResponse422
from ...models.wallet_payment_code_response_429 import WalletPaymentCodeResponse429
from ...models.wallet_payment_code_response_500 import WalletPaymentCodeResponse500
from ...models.wallet_payment_code_response_503 import WalletPaymentCodeResponse503
from ...types import UNSET, Unset
from typing import cast
from uuid import UUID



def _get_kwargs(
    *,
    body: WalletPaymentCodeBody | Unset = UNSET,
    idempotency_key: UUID,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/wallet/payment-codes",
    }

    
    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> WalletPaymentCodeResponse201 | WalletPaymentCodeResponse401 | WalletPaymentCodeResponse403 | WalletPaymentCodeResponse404 | WalletPaymentCodeResponse409 | WalletPaymentCodeResponse422 | WalletPaymentCodeResponse429 | WalletPaymentCodeResponse500 | WalletPaymentCodeResponse503 | None:
    if response.status_code == 201:
        response_201 = WalletPaymentCodeResponse201.from_dict(response.json())



        return response_201

    if response.status_code == 401:
        response_401 = WalletPaymentCodeResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = WalletPaymentCodeResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = WalletPaymentCodeResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = WalletPaymentCodeResponse409.from_dict(response.json())



        return response_409

    if response.status_code == 422:
        response_422 = WalletPaymentCodeResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = WalletPaymentCodeResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = WalletPaymentCodeResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = WalletPaymentCodeResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[WalletPaymentCodeResponse201 | WalletPaymentCodeResponse401 | WalletPaymentCodeResponse403 | WalletPaymentCodeResponse404 | WalletPaymentCodeResponse409 | WalletPaymentCodeResponse422 | WalletPaymentCodeResponse429 | WalletPaymentCodeResponse500 | WalletPaymentCodeResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: WalletPaymentCodeBody | Unset = UNSET,
    idempotency_key: UUID,

) -> Response[WalletPaymentCodeResponse201 | WalletPaymentCodeResponse401 | WalletPaymentCodeResponse403 | WalletPaymentCodeResponse404 | WalletPaymentCodeResponse409 | WalletPaymentCodeResponse422 | WalletPaymentCodeResponse429 | WalletPaymentCodeResponse500 | WalletPaymentCodeResponse503]:
    """ A one-time payment code for the user to show at a till (customer-presented QR), with the PIN

     The merchant charges it with POST /embedded/qr/charge; it expires in 60 seconds and works once. A
    code moves the user's money, so it is issued as a payment is confirmed: with the user's PIN
    (PIN_REQUIRED without it, INVALID_PIN counts a wrong one). A session that a code sent to the user's
    phone proved in the last 10 minutes may leave pin out; a session the merchant's server minted never
    can. Sandbox merchants' users without a PIN need none.

    Args:
        idempotency_key (UUID):
        body (WalletPaymentCodeBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[WalletPaymentCodeResponse201 | WalletPaymentCodeResponse401 | WalletPaymentCodeResponse403 | WalletPaymentCodeResponse404 | WalletPaymentCodeResponse409 | WalletPaymentCodeResponse422 | WalletPaymentCodeResponse429 | WalletPaymentCodeResponse500 | WalletPaymentCodeResponse503]
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
    body: WalletPaymentCodeBody | Unset = UNSET,
    idempotency_key: UUID,

) -> WalletPaymentCodeResponse201 | WalletPaymentCodeResponse401 | WalletPaymentCodeResponse403 | WalletPaymentCodeResponse404 | WalletPaymentCodeResponse409 | WalletPaymentCodeResponse422 | WalletPaymentCodeResponse429 | WalletPaymentCodeResponse500 | WalletPaymentCodeResponse503 | None:
    """ A one-time payment code for the user to show at a till (customer-presented QR), with the PIN

     The merchant charges it with POST /embedded/qr/charge; it expires in 60 seconds and works once. A
    code moves the user's money, so it is issued as a payment is confirmed: with the user's PIN
    (PIN_REQUIRED without it, INVALID_PIN counts a wrong one). A session that a code sent to the user's
    phone proved in the last 10 minutes may leave pin out; a session the merchant's server minted never
    can. Sandbox merchants' users without a PIN need none.

    Args:
        idempotency_key (UUID):
        body (WalletPaymentCodeBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        WalletPaymentCodeResponse201 | WalletPaymentCodeResponse401 | WalletPaymentCodeResponse403 | WalletPaymentCodeResponse404 | WalletPaymentCodeResponse409 | WalletPaymentCodeResponse422 | WalletPaymentCodeResponse429 | WalletPaymentCodeResponse500 | WalletPaymentCodeResponse503
     """


    return sync_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: WalletPaymentCodeBody | Unset = UNSET,
    idempotency_key: UUID,

) -> Response[WalletPaymentCodeResponse201 | WalletPaymentCodeResponse401 | WalletPaymentCodeResponse403 | WalletPaymentCodeResponse404 | WalletPaymentCodeResponse409 | WalletPaymentCodeResponse422 | WalletPaymentCodeResponse429 | WalletPaymentCodeResponse500 | WalletPaymentCodeResponse503]:
    """ A one-time payment code for the user to show at a till (customer-presented QR), with the PIN

     The merchant charges it with POST /embedded/qr/charge; it expires in 60 seconds and works once. A
    code moves the user's money, so it is issued as a payment is confirmed: with the user's PIN
    (PIN_REQUIRED without it, INVALID_PIN counts a wrong one). A session that a code sent to the user's
    phone proved in the last 10 minutes may leave pin out; a session the merchant's server minted never
    can. Sandbox merchants' users without a PIN need none.

    Args:
        idempotency_key (UUID):
        body (WalletPaymentCodeBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[WalletPaymentCodeResponse201 | WalletPaymentCodeResponse401 | WalletPaymentCodeResponse403 | WalletPaymentCodeResponse404 | WalletPaymentCodeResponse409 | WalletPaymentCodeResponse422 | WalletPaymentCodeResponse429 | WalletPaymentCodeResponse500 | WalletPaymentCodeResponse503]
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
    body: WalletPaymentCodeBody | Unset = UNSET,
    idempotency_key: UUID,

) -> WalletPaymentCodeResponse201 | WalletPaymentCodeResponse401 | WalletPaymentCodeResponse403 | WalletPaymentCodeResponse404 | WalletPaymentCodeResponse409 | WalletPaymentCodeResponse422 | WalletPaymentCodeResponse429 | WalletPaymentCodeResponse500 | WalletPaymentCodeResponse503 | None:
    """ A one-time payment code for the user to show at a till (customer-presented QR), with the PIN

     The merchant charges it with POST /embedded/qr/charge; it expires in 60 seconds and works once. A
    code moves the user's money, so it is issued as a payment is confirmed: with the user's PIN
    (PIN_REQUIRED without it, INVALID_PIN counts a wrong one). A session that a code sent to the user's
    phone proved in the last 10 minutes may leave pin out; a session the merchant's server minted never
    can. Sandbox merchants' users without a PIN need none.

    Args:
        idempotency_key (UUID):
        body (WalletPaymentCodeBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        WalletPaymentCodeResponse201 | WalletPaymentCodeResponse401 | WalletPaymentCodeResponse403 | WalletPaymentCodeResponse404 | WalletPaymentCodeResponse409 | WalletPaymentCodeResponse422 | WalletPaymentCodeResponse429 | WalletPaymentCodeResponse500 | WalletPaymentCodeResponse503
     """


    return (await asyncio_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
