from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.get_merchant_wallet_response_200 import GetMerchantWalletResponse200
from ...models.get_merchant_wallet_response_403 import GetMerchantWalletResponse403
from ...models.get_merchant_wallet_response_429 import GetMerchantWalletResponse429
from ...models.get_merchant_wallet_response_500 import GetMerchantWalletResponse500
from ...models.get_merchant_wallet_response_503 import GetMerchantWalletResponse503
from typing import cast



def _get_kwargs(
    
) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/merchant/wallet",
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> GetMerchantWalletResponse200 | GetMerchantWalletResponse403 | GetMerchantWalletResponse429 | GetMerchantWalletResponse500 | GetMerchantWalletResponse503 | None:
    if response.status_code == 200:
        response_200 = GetMerchantWalletResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 403:
        response_403 = GetMerchantWalletResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 429:
        response_429 = GetMerchantWalletResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = GetMerchantWalletResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = GetMerchantWalletResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[GetMerchantWalletResponse200 | GetMerchantWalletResponse403 | GetMerchantWalletResponse429 | GetMerchantWalletResponse500 | GetMerchantWalletResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,

) -> Response[GetMerchantWalletResponse200 | GetMerchantWalletResponse403 | GetMerchantWalletResponse429 | GetMerchantWalletResponse500 | GetMerchantWalletResponse503]:
    """ The merchant's balances

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetMerchantWalletResponse200 | GetMerchantWalletResponse403 | GetMerchantWalletResponse429 | GetMerchantWalletResponse500 | GetMerchantWalletResponse503]
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

) -> GetMerchantWalletResponse200 | GetMerchantWalletResponse403 | GetMerchantWalletResponse429 | GetMerchantWalletResponse500 | GetMerchantWalletResponse503 | None:
    """ The merchant's balances

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetMerchantWalletResponse200 | GetMerchantWalletResponse403 | GetMerchantWalletResponse429 | GetMerchantWalletResponse500 | GetMerchantWalletResponse503
     """


    return sync_detailed(
        client=client,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,

) -> Response[GetMerchantWalletResponse200 | GetMerchantWalletResponse403 | GetMerchantWalletResponse429 | GetMerchantWalletResponse500 | GetMerchantWalletResponse503]:
    """ The merchant's balances

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetMerchantWalletResponse200 | GetMerchantWalletResponse403 | GetMerchantWalletResponse429 | GetMerchantWalletResponse500 | GetMerchantWalletResponse503]
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

) -> GetMerchantWalletResponse200 | GetMerchantWalletResponse403 | GetMerchantWalletResponse429 | GetMerchantWalletResponse500 | GetMerchantWalletResponse503 | None:
    """ The merchant's balances

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetMerchantWalletResponse200 | GetMerchantWalletResponse403 | GetMerchantWalletResponse429 | GetMerchantWalletResponse500 | GetMerchantWalletResponse503
     """


    return (await asyncio_detailed(
        client=client,

    )).parsed
