from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.wallet_pay_qr_body import WalletPayQrBody
from ...models.wallet_pay_qr_response_200 import WalletPayQrResponse200
from ...models.wallet_pay_qr_response_401 import WalletPayQrResponse401
from ...models.wallet_pay_qr_response_403 import WalletPayQrResponse403
from ...models.wallet_pay_qr_response_404 import WalletPayQrResponse404
from ...models.wallet_pay_qr_response_409 import WalletPayQrResponse409
from ...models.wallet_pay_qr_response_422 import WalletPayQrResponse422
from ...models.wallet_pay_qr_response_429 import WalletPayQrResponse429
from ...models.wallet_pay_qr_response_500 import WalletPayQrResponse500
from ...models.wallet_pay_qr_response_503 import WalletPayQrResponse503
from ...types import UNSET, Unset
from typing import cast
from uuid import UUID



def _get_kwargs(
    qr_id: str,
    *,
    body: WalletPayQrBody | Unset = UNSET,
    idempotency_key: UUID,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/wallet/qr/{qr_id}/pay".format(qr_id=quote(str(qr_id), safe=""),),
    }

    
    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> WalletPayQrResponse200 | WalletPayQrResponse401 | WalletPayQrResponse403 | WalletPayQrResponse404 | WalletPayQrResponse409 | WalletPayQrResponse422 | WalletPayQrResponse429 | WalletPayQrResponse500 | WalletPayQrResponse503 | None:
    if response.status_code == 200:
        response_200 = WalletPayQrResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 401:
        response_401 = WalletPayQrResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = WalletPayQrResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = WalletPayQrResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = WalletPayQrResponse409.from_dict(response.json())



        return response_409

    if response.status_code == 422:
        response_422 = WalletPayQrResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = WalletPayQrResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = WalletPayQrResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = WalletPayQrResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[WalletPayQrResponse200 | WalletPayQrResponse401 | WalletPayQrResponse403 | WalletPayQrResponse404 | WalletPayQrResponse409 | WalletPayQrResponse422 | WalletPayQrResponse429 | WalletPayQrResponse500 | WalletPayQrResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    qr_id: str,
    *,
    client: AuthenticatedClient,
    body: WalletPayQrBody | Unset = UNSET,
    idempotency_key: UUID,

) -> Response[WalletPayQrResponse200 | WalletPayQrResponse401 | WalletPayQrResponse403 | WalletPayQrResponse404 | WalletPayQrResponse409 | WalletPayQrResponse422 | WalletPayQrResponse429 | WalletPayQrResponse500 | WalletPayQrResponse503]:
    """ Pay a merchant-presented QR code (by its id or readable code) with the PIN

     With fx_quote_id the payment is paid from the other currency at that quote (POST
    /wallet/exchange/quotes with to_currency and to_amount the QR's): the payment's fx_details say how.

    Args:
        qr_id (str):
        idempotency_key (UUID):
        body (WalletPayQrBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[WalletPayQrResponse200 | WalletPayQrResponse401 | WalletPayQrResponse403 | WalletPayQrResponse404 | WalletPayQrResponse409 | WalletPayQrResponse422 | WalletPayQrResponse429 | WalletPayQrResponse500 | WalletPayQrResponse503]
     """


    kwargs = _get_kwargs(
        qr_id=qr_id,
body=body,
idempotency_key=idempotency_key,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    qr_id: str,
    *,
    client: AuthenticatedClient,
    body: WalletPayQrBody | Unset = UNSET,
    idempotency_key: UUID,

) -> WalletPayQrResponse200 | WalletPayQrResponse401 | WalletPayQrResponse403 | WalletPayQrResponse404 | WalletPayQrResponse409 | WalletPayQrResponse422 | WalletPayQrResponse429 | WalletPayQrResponse500 | WalletPayQrResponse503 | None:
    """ Pay a merchant-presented QR code (by its id or readable code) with the PIN

     With fx_quote_id the payment is paid from the other currency at that quote (POST
    /wallet/exchange/quotes with to_currency and to_amount the QR's): the payment's fx_details say how.

    Args:
        qr_id (str):
        idempotency_key (UUID):
        body (WalletPayQrBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        WalletPayQrResponse200 | WalletPayQrResponse401 | WalletPayQrResponse403 | WalletPayQrResponse404 | WalletPayQrResponse409 | WalletPayQrResponse422 | WalletPayQrResponse429 | WalletPayQrResponse500 | WalletPayQrResponse503
     """


    return sync_detailed(
        qr_id=qr_id,
client=client,
body=body,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    qr_id: str,
    *,
    client: AuthenticatedClient,
    body: WalletPayQrBody | Unset = UNSET,
    idempotency_key: UUID,

) -> Response[WalletPayQrResponse200 | WalletPayQrResponse401 | WalletPayQrResponse403 | WalletPayQrResponse404 | WalletPayQrResponse409 | WalletPayQrResponse422 | WalletPayQrResponse429 | WalletPayQrResponse500 | WalletPayQrResponse503]:
    """ Pay a merchant-presented QR code (by its id or readable code) with the PIN

     With fx_quote_id the payment is paid from the other currency at that quote (POST
    /wallet/exchange/quotes with to_currency and to_amount the QR's): the payment's fx_details say how.

    Args:
        qr_id (str):
        idempotency_key (UUID):
        body (WalletPayQrBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[WalletPayQrResponse200 | WalletPayQrResponse401 | WalletPayQrResponse403 | WalletPayQrResponse404 | WalletPayQrResponse409 | WalletPayQrResponse422 | WalletPayQrResponse429 | WalletPayQrResponse500 | WalletPayQrResponse503]
     """


    kwargs = _get_kwargs(
        qr_id=qr_id,
body=body,
idempotency_key=idempotency_key,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    qr_id: str,
    *,
    client: AuthenticatedClient,
    body: WalletPayQrBody | Unset = UNSET,
    idempotency_key: UUID,

) -> WalletPayQrResponse200 | WalletPayQrResponse401 | WalletPayQrResponse403 | WalletPayQrResponse404 | WalletPayQrResponse409 | WalletPayQrResponse422 | WalletPayQrResponse429 | WalletPayQrResponse500 | WalletPayQrResponse503 | None:
    """ Pay a merchant-presented QR code (by its id or readable code) with the PIN

     With fx_quote_id the payment is paid from the other currency at that quote (POST
    /wallet/exchange/quotes with to_currency and to_amount the QR's): the payment's fx_details say how.

    Args:
        qr_id (str):
        idempotency_key (UUID):
        body (WalletPayQrBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        WalletPayQrResponse200 | WalletPayQrResponse401 | WalletPayQrResponse403 | WalletPayQrResponse404 | WalletPayQrResponse409 | WalletPayQrResponse422 | WalletPayQrResponse429 | WalletPayQrResponse500 | WalletPayQrResponse503
     """


    return (await asyncio_detailed(
        qr_id=qr_id,
client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
