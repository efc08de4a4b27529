from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.wallet_show_kyc_response_200 import WalletShowKycResponse200
from ...models.wallet_show_kyc_response_401 import WalletShowKycResponse401
from ...models.wallet_show_kyc_response_403 import WalletShowKycResponse403
from ...models.wallet_show_kyc_response_404 import WalletShowKycResponse404
from ...models.wallet_show_kyc_response_429 import WalletShowKycResponse429
from ...models.wallet_show_kyc_response_500 import WalletShowKycResponse500
from ...models.wallet_show_kyc_response_503 import WalletShowKycResponse503
from typing import cast



def _get_kwargs(
    
) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/wallet/kyc",
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> WalletShowKycResponse200 | WalletShowKycResponse401 | WalletShowKycResponse403 | WalletShowKycResponse404 | WalletShowKycResponse429 | WalletShowKycResponse500 | WalletShowKycResponse503 | None:
    if response.status_code == 200:
        response_200 = WalletShowKycResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 401:
        response_401 = WalletShowKycResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = WalletShowKycResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = WalletShowKycResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 429:
        response_429 = WalletShowKycResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = WalletShowKycResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = WalletShowKycResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[WalletShowKycResponse200 | WalletShowKycResponse401 | WalletShowKycResponse403 | WalletShowKycResponse404 | WalletShowKycResponse429 | WalletShowKycResponse500 | WalletShowKycResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,

) -> Response[WalletShowKycResponse200 | WalletShowKycResponse401 | WalletShowKycResponse403 | WalletShowKycResponse404 | WalletShowKycResponse429 | WalletShowKycResponse500 | WalletShowKycResponse503]:
    """ The signed-in user's latest identity verification

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[WalletShowKycResponse200 | WalletShowKycResponse401 | WalletShowKycResponse403 | WalletShowKycResponse404 | WalletShowKycResponse429 | WalletShowKycResponse500 | WalletShowKycResponse503]
     """


    kwargs = _get_kwargs(
        
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,

) -> WalletShowKycResponse200 | WalletShowKycResponse401 | WalletShowKycResponse403 | WalletShowKycResponse404 | WalletShowKycResponse429 | WalletShowKycResponse500 | WalletShowKycResponse503 | None:
    """ The signed-in user's latest identity verification

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        WalletShowKycResponse200 | WalletShowKycResponse401 | WalletShowKycResponse403 | WalletShowKycResponse404 | WalletShowKycResponse429 | WalletShowKycResponse500 | WalletShowKycResponse503
     """


    return sync_detailed(
        client=client,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,

) -> Response[WalletShowKycResponse200 | WalletShowKycResponse401 | WalletShowKycResponse403 | WalletShowKycResponse404 | WalletShowKycResponse429 | WalletShowKycResponse500 | WalletShowKycResponse503]:
    """ The signed-in user's latest identity verification

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[WalletShowKycResponse200 | WalletShowKycResponse401 | WalletShowKycResponse403 | WalletShowKycResponse404 | WalletShowKycResponse429 | WalletShowKycResponse500 | WalletShowKycResponse503]
     """


    kwargs = _get_kwargs(
        
    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,

) -> WalletShowKycResponse200 | WalletShowKycResponse401 | WalletShowKycResponse403 | WalletShowKycResponse404 | WalletShowKycResponse429 | WalletShowKycResponse500 | WalletShowKycResponse503 | None:
    """ The signed-in user's latest identity verification

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        WalletShowKycResponse200 | WalletShowKycResponse401 | WalletShowKycResponse403 | WalletShowKycResponse404 | WalletShowKycResponse429 | WalletShowKycResponse500 | WalletShowKycResponse503
     """


    return (await asyncio_detailed(
        client=client,

    )).parsed
