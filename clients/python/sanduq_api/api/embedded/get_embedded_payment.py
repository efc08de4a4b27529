from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.get_embedded_payment_response_200 import GetEmbeddedPaymentResponse200
from ...models.get_embedded_payment_response_403 import GetEmbeddedPaymentResponse403
from ...models.get_embedded_payment_response_404 import GetEmbeddedPaymentResponse404
from ...models.get_embedded_payment_response_429 import GetEmbeddedPaymentResponse429
from ...models.get_embedded_payment_response_500 import GetEmbeddedPaymentResponse500
from ...models.get_embedded_payment_response_503 import GetEmbeddedPaymentResponse503
from typing import cast



def _get_kwargs(
    payment_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/embedded/payments/{payment_id}".format(payment_id=quote(str(payment_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> GetEmbeddedPaymentResponse200 | GetEmbeddedPaymentResponse403 | GetEmbeddedPaymentResponse404 | GetEmbeddedPaymentResponse429 | GetEmbeddedPaymentResponse500 | GetEmbeddedPaymentResponse503 | None:
    if response.status_code == 200:
        response_200 = GetEmbeddedPaymentResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 403:
        response_403 = GetEmbeddedPaymentResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = GetEmbeddedPaymentResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 429:
        response_429 = GetEmbeddedPaymentResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = GetEmbeddedPaymentResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = GetEmbeddedPaymentResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[GetEmbeddedPaymentResponse200 | GetEmbeddedPaymentResponse403 | GetEmbeddedPaymentResponse404 | GetEmbeddedPaymentResponse429 | GetEmbeddedPaymentResponse500 | GetEmbeddedPaymentResponse503]:
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

) -> Response[GetEmbeddedPaymentResponse200 | GetEmbeddedPaymentResponse403 | GetEmbeddedPaymentResponse404 | GetEmbeddedPaymentResponse429 | GetEmbeddedPaymentResponse500 | GetEmbeddedPaymentResponse503]:
    """ Read a payment (to poll its status)

    Args:
        payment_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetEmbeddedPaymentResponse200 | GetEmbeddedPaymentResponse403 | GetEmbeddedPaymentResponse404 | GetEmbeddedPaymentResponse429 | GetEmbeddedPaymentResponse500 | GetEmbeddedPaymentResponse503]
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

) -> GetEmbeddedPaymentResponse200 | GetEmbeddedPaymentResponse403 | GetEmbeddedPaymentResponse404 | GetEmbeddedPaymentResponse429 | GetEmbeddedPaymentResponse500 | GetEmbeddedPaymentResponse503 | None:
    """ Read a payment (to poll its status)

    Args:
        payment_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetEmbeddedPaymentResponse200 | GetEmbeddedPaymentResponse403 | GetEmbeddedPaymentResponse404 | GetEmbeddedPaymentResponse429 | GetEmbeddedPaymentResponse500 | GetEmbeddedPaymentResponse503
     """


    return sync_detailed(
        payment_id=payment_id,
client=client,

    ).parsed

async def asyncio_detailed(
    payment_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[GetEmbeddedPaymentResponse200 | GetEmbeddedPaymentResponse403 | GetEmbeddedPaymentResponse404 | GetEmbeddedPaymentResponse429 | GetEmbeddedPaymentResponse500 | GetEmbeddedPaymentResponse503]:
    """ Read a payment (to poll its status)

    Args:
        payment_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetEmbeddedPaymentResponse200 | GetEmbeddedPaymentResponse403 | GetEmbeddedPaymentResponse404 | GetEmbeddedPaymentResponse429 | GetEmbeddedPaymentResponse500 | GetEmbeddedPaymentResponse503]
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

) -> GetEmbeddedPaymentResponse200 | GetEmbeddedPaymentResponse403 | GetEmbeddedPaymentResponse404 | GetEmbeddedPaymentResponse429 | GetEmbeddedPaymentResponse500 | GetEmbeddedPaymentResponse503 | None:
    """ Read a payment (to poll its status)

    Args:
        payment_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetEmbeddedPaymentResponse200 | GetEmbeddedPaymentResponse403 | GetEmbeddedPaymentResponse404 | GetEmbeddedPaymentResponse429 | GetEmbeddedPaymentResponse500 | GetEmbeddedPaymentResponse503
     """


    return (await asyncio_detailed(
        payment_id=payment_id,
client=client,

    )).parsed
