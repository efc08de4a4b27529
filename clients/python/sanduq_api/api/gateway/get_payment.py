from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.get_payment_response_200 import GetPaymentResponse200
from ...models.get_payment_response_401 import GetPaymentResponse401
from ...models.get_payment_response_403 import GetPaymentResponse403
from ...models.get_payment_response_404 import GetPaymentResponse404
from ...models.get_payment_response_429 import GetPaymentResponse429
from ...models.get_payment_response_500 import GetPaymentResponse500
from ...models.get_payment_response_503 import GetPaymentResponse503
from typing import cast



def _get_kwargs(
    payment_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/gateway/payments/{payment_id}".format(payment_id=quote(str(payment_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> GetPaymentResponse200 | GetPaymentResponse401 | GetPaymentResponse403 | GetPaymentResponse404 | GetPaymentResponse429 | GetPaymentResponse500 | GetPaymentResponse503 | None:
    if response.status_code == 200:
        response_200 = GetPaymentResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 401:
        response_401 = GetPaymentResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = GetPaymentResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = GetPaymentResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 429:
        response_429 = GetPaymentResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = GetPaymentResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = GetPaymentResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[GetPaymentResponse200 | GetPaymentResponse401 | GetPaymentResponse403 | GetPaymentResponse404 | GetPaymentResponse429 | GetPaymentResponse500 | GetPaymentResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    payment_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[GetPaymentResponse200 | GetPaymentResponse401 | GetPaymentResponse403 | GetPaymentResponse404 | GetPaymentResponse429 | GetPaymentResponse500 | GetPaymentResponse503]:
    """ Read a payment with its refunds

    Args:
        payment_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetPaymentResponse200 | GetPaymentResponse401 | GetPaymentResponse403 | GetPaymentResponse404 | GetPaymentResponse429 | GetPaymentResponse500 | GetPaymentResponse503]
     """


    kwargs = _get_kwargs(
        payment_id=payment_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    payment_id: str,
    *,
    client: AuthenticatedClient,

) -> GetPaymentResponse200 | GetPaymentResponse401 | GetPaymentResponse403 | GetPaymentResponse404 | GetPaymentResponse429 | GetPaymentResponse500 | GetPaymentResponse503 | None:
    """ Read a payment with its refunds

    Args:
        payment_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetPaymentResponse200 | GetPaymentResponse401 | GetPaymentResponse403 | GetPaymentResponse404 | GetPaymentResponse429 | GetPaymentResponse500 | GetPaymentResponse503
     """


    return sync_detailed(
        payment_id=payment_id,
client=client,

    ).parsed

async def asyncio_detailed(
    payment_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[GetPaymentResponse200 | GetPaymentResponse401 | GetPaymentResponse403 | GetPaymentResponse404 | GetPaymentResponse429 | GetPaymentResponse500 | GetPaymentResponse503]:
    """ Read a payment with its refunds

    Args:
        payment_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetPaymentResponse200 | GetPaymentResponse401 | GetPaymentResponse403 | GetPaymentResponse404 | GetPaymentResponse429 | GetPaymentResponse500 | GetPaymentResponse503]
     """


    kwargs = _get_kwargs(
        payment_id=payment_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    payment_id: str,
    *,
    client: AuthenticatedClient,

) -> GetPaymentResponse200 | GetPaymentResponse401 | GetPaymentResponse403 | GetPaymentResponse404 | GetPaymentResponse429 | GetPaymentResponse500 | GetPaymentResponse503 | None:
    """ Read a payment with its refunds

    Args:
        payment_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetPaymentResponse200 | GetPaymentResponse401 | GetPaymentResponse403 | GetPaymentResponse404 | GetPaymentResponse429 | GetPaymentResponse500 | GetPaymentResponse503
     """


    return (await asyncio_detailed(
        payment_id=payment_id,
client=client,

    )).parsed
