from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.admin_get_fx_rates_response_200 import AdminGetFxRatesResponse200
from ...models.admin_get_fx_rates_response_403 import AdminGetFxRatesResponse403
from ...models.admin_get_fx_rates_response_404 import AdminGetFxRatesResponse404
from ...models.admin_get_fx_rates_response_429 import AdminGetFxRatesResponse429
from ...models.admin_get_fx_rates_response_500 import AdminGetFxRatesResponse500
from ...models.admin_get_fx_rates_response_503 import AdminGetFxRatesResponse503
from typing import cast



def _get_kwargs(
    
) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/admin/fx/rates",
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> AdminGetFxRatesResponse200 | AdminGetFxRatesResponse403 | AdminGetFxRatesResponse404 | AdminGetFxRatesResponse429 | AdminGetFxRatesResponse500 | AdminGetFxRatesResponse503 | None:
    if response.status_code == 200:
        response_200 = AdminGetFxRatesResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 403:
        response_403 = AdminGetFxRatesResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = AdminGetFxRatesResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 429:
        response_429 = AdminGetFxRatesResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = AdminGetFxRatesResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = AdminGetFxRatesResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[AdminGetFxRatesResponse200 | AdminGetFxRatesResponse403 | AdminGetFxRatesResponse404 | AdminGetFxRatesResponse429 | AdminGetFxRatesResponse500 | AdminGetFxRatesResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,

) -> Response[AdminGetFxRatesResponse200 | AdminGetFxRatesResponse403 | AdminGetFxRatesResponse404 | AdminGetFxRatesResponse429 | AdminGetFxRatesResponse500 | AdminGetFxRatesResponse503]:
    """ The platform's exchange rates as set

     NOT_FOUND before any are set (sandbox merchants then use the sandbox's: GET /fx/rates).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdminGetFxRatesResponse200 | AdminGetFxRatesResponse403 | AdminGetFxRatesResponse404 | AdminGetFxRatesResponse429 | AdminGetFxRatesResponse500 | AdminGetFxRatesResponse503]
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

) -> AdminGetFxRatesResponse200 | AdminGetFxRatesResponse403 | AdminGetFxRatesResponse404 | AdminGetFxRatesResponse429 | AdminGetFxRatesResponse500 | AdminGetFxRatesResponse503 | None:
    """ The platform's exchange rates as set

     NOT_FOUND before any are set (sandbox merchants then use the sandbox's: GET /fx/rates).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdminGetFxRatesResponse200 | AdminGetFxRatesResponse403 | AdminGetFxRatesResponse404 | AdminGetFxRatesResponse429 | AdminGetFxRatesResponse500 | AdminGetFxRatesResponse503
     """


    return sync_detailed(
        client=client,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,

) -> Response[AdminGetFxRatesResponse200 | AdminGetFxRatesResponse403 | AdminGetFxRatesResponse404 | AdminGetFxRatesResponse429 | AdminGetFxRatesResponse500 | AdminGetFxRatesResponse503]:
    """ The platform's exchange rates as set

     NOT_FOUND before any are set (sandbox merchants then use the sandbox's: GET /fx/rates).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdminGetFxRatesResponse200 | AdminGetFxRatesResponse403 | AdminGetFxRatesResponse404 | AdminGetFxRatesResponse429 | AdminGetFxRatesResponse500 | AdminGetFxRatesResponse503]
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

) -> AdminGetFxRatesResponse200 | AdminGetFxRatesResponse403 | AdminGetFxRatesResponse404 | AdminGetFxRatesResponse429 | AdminGetFxRatesResponse500 | AdminGetFxRatesResponse503 | None:
    """ The platform's exchange rates as set

     NOT_FOUND before any are set (sandbox merchants then use the sandbox's: GET /fx/rates).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdminGetFxRatesResponse200 | AdminGetFxRatesResponse403 | AdminGetFxRatesResponse404 | AdminGetFxRatesResponse429 | AdminGetFxRatesResponse500 | AdminGetFxRatesResponse503
     """


    return (await asyncio_detailed(
        client=client,

    )).parsed
