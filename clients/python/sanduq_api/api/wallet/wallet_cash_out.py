from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.wallet_cash_out_body import WalletCashOutBody
from ...models.wallet_cash_out_response_201 import WalletCashOutResponse201
from ...models.wallet_cash_out_response_401 import WalletCashOutResponse401
from ...models.wallet_cash_out_response_403 import WalletCashOutResponse403
from ...models.wallet_cash_out_response_409 import WalletCashOutResponse409
from ...models.wallet_cash_out_response_422 import WalletCashOutResponse422
from ...models.wallet_cash_out_response_429 import WalletCashOutResponse429
from ...models.wallet_cash_out_response_500 import WalletCashOutResponse500
from ...models.wallet_cash_out_response_503 import WalletCashOutResponse503
from typing import cast
from uuid import UUID



def _get_kwargs(
    *,
    body: WalletCashOutBody,
    idempotency_key: UUID,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/wallet/cash-outs",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> WalletCashOutResponse201 | WalletCashOutResponse401 | WalletCashOutResponse403 | WalletCashOutResponse409 | WalletCashOutResponse422 | WalletCashOutResponse429 | WalletCashOutResponse500 | WalletCashOutResponse503 | None:
    if response.status_code == 201:
        response_201 = WalletCashOutResponse201.from_dict(response.json())



        return response_201

    if response.status_code == 401:
        response_401 = WalletCashOutResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = WalletCashOutResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 409:
        response_409 = WalletCashOutResponse409.from_dict(response.json())



        return response_409

    if response.status_code == 422:
        response_422 = WalletCashOutResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = WalletCashOutResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = WalletCashOutResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = WalletCashOutResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[WalletCashOutResponse201 | WalletCashOutResponse401 | WalletCashOutResponse403 | WalletCashOutResponse409 | WalletCashOutResponse422 | WalletCashOutResponse429 | WalletCashOutResponse500 | WalletCashOutResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: WalletCashOutBody,
    idempotency_key: UUID,

) -> Response[WalletCashOutResponse201 | WalletCashOutResponse401 | WalletCashOutResponse403 | WalletCashOutResponse409 | WalletCashOutResponse422 | WalletCashOutResponse429 | WalletCashOutResponse500 | WalletCashOutResponse503]:
    """ Take money out of the wallet to a bank account, a card or an agent, with the PIN

     Needs identity tier 1 (KYC_REQUIRED; KYC_PENDING while the verification is reviewed; KYC_REJECTED
    after a rejection). The amount leaves the wallet at once and the cash-out is `pending` until the
    platform pays it (`paid`, event cash_out.paid) or cannot (`failed`, the amount returns to the
    wallet, event cash_out.failed). Sandbox merchants: destination sandbox_paid is paid at once,
    sandbox_failed fails at once.

    Args:
        idempotency_key (UUID):
        body (WalletCashOutBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[WalletCashOutResponse201 | WalletCashOutResponse401 | WalletCashOutResponse403 | WalletCashOutResponse409 | WalletCashOutResponse422 | WalletCashOutResponse429 | WalletCashOutResponse500 | WalletCashOutResponse503]
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
    body: WalletCashOutBody,
    idempotency_key: UUID,

) -> WalletCashOutResponse201 | WalletCashOutResponse401 | WalletCashOutResponse403 | WalletCashOutResponse409 | WalletCashOutResponse422 | WalletCashOutResponse429 | WalletCashOutResponse500 | WalletCashOutResponse503 | None:
    """ Take money out of the wallet to a bank account, a card or an agent, with the PIN

     Needs identity tier 1 (KYC_REQUIRED; KYC_PENDING while the verification is reviewed; KYC_REJECTED
    after a rejection). The amount leaves the wallet at once and the cash-out is `pending` until the
    platform pays it (`paid`, event cash_out.paid) or cannot (`failed`, the amount returns to the
    wallet, event cash_out.failed). Sandbox merchants: destination sandbox_paid is paid at once,
    sandbox_failed fails at once.

    Args:
        idempotency_key (UUID):
        body (WalletCashOutBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        WalletCashOutResponse201 | WalletCashOutResponse401 | WalletCashOutResponse403 | WalletCashOutResponse409 | WalletCashOutResponse422 | WalletCashOutResponse429 | WalletCashOutResponse500 | WalletCashOutResponse503
     """


    return sync_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: WalletCashOutBody,
    idempotency_key: UUID,

) -> Response[WalletCashOutResponse201 | WalletCashOutResponse401 | WalletCashOutResponse403 | WalletCashOutResponse409 | WalletCashOutResponse422 | WalletCashOutResponse429 | WalletCashOutResponse500 | WalletCashOutResponse503]:
    """ Take money out of the wallet to a bank account, a card or an agent, with the PIN

     Needs identity tier 1 (KYC_REQUIRED; KYC_PENDING while the verification is reviewed; KYC_REJECTED
    after a rejection). The amount leaves the wallet at once and the cash-out is `pending` until the
    platform pays it (`paid`, event cash_out.paid) or cannot (`failed`, the amount returns to the
    wallet, event cash_out.failed). Sandbox merchants: destination sandbox_paid is paid at once,
    sandbox_failed fails at once.

    Args:
        idempotency_key (UUID):
        body (WalletCashOutBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[WalletCashOutResponse201 | WalletCashOutResponse401 | WalletCashOutResponse403 | WalletCashOutResponse409 | WalletCashOutResponse422 | WalletCashOutResponse429 | WalletCashOutResponse500 | WalletCashOutResponse503]
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
    body: WalletCashOutBody,
    idempotency_key: UUID,

) -> WalletCashOutResponse201 | WalletCashOutResponse401 | WalletCashOutResponse403 | WalletCashOutResponse409 | WalletCashOutResponse422 | WalletCashOutResponse429 | WalletCashOutResponse500 | WalletCashOutResponse503 | None:
    """ Take money out of the wallet to a bank account, a card or an agent, with the PIN

     Needs identity tier 1 (KYC_REQUIRED; KYC_PENDING while the verification is reviewed; KYC_REJECTED
    after a rejection). The amount leaves the wallet at once and the cash-out is `pending` until the
    platform pays it (`paid`, event cash_out.paid) or cannot (`failed`, the amount returns to the
    wallet, event cash_out.failed). Sandbox merchants: destination sandbox_paid is paid at once,
    sandbox_failed fails at once.

    Args:
        idempotency_key (UUID):
        body (WalletCashOutBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        WalletCashOutResponse201 | WalletCashOutResponse401 | WalletCashOutResponse403 | WalletCashOutResponse409 | WalletCashOutResponse422 | WalletCashOutResponse429 | WalletCashOutResponse500 | WalletCashOutResponse503
     """


    return (await asyncio_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
