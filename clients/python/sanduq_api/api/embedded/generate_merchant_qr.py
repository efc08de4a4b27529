from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.generate_merchant_qr_body import GenerateMerchantQrBody
from ...models.generate_merchant_qr_response_201 import GenerateMerchantQrResponse201
from ...models.generate_merchant_qr_response_403 import GenerateMerchantQrResponse403
from ...models.generate_merchant_qr_response_409 import GenerateMerchantQrResponse409
from ...models.generate_merchant_qr_response_422 import GenerateMerchantQrResponse422
from ...models.generate_merchant_qr_response_429 import GenerateMerchantQrResponse429
from ...models.generate_merchant_qr_response_500 import GenerateMerchantQrResponse500
from ...models.generate_merchant_qr_response_503 import GenerateMerchantQrResponse503
from typing import cast
from uuid import UUID



def _get_kwargs(
    *,
    body: GenerateMerchantQrBody,
    idempotency_key: UUID,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/embedded/qr/generate",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> GenerateMerchantQrResponse201 | GenerateMerchantQrResponse403 | GenerateMerchantQrResponse409 | GenerateMerchantQrResponse422 | GenerateMerchantQrResponse429 | GenerateMerchantQrResponse500 | GenerateMerchantQrResponse503 | None:
    if response.status_code == 201:
        response_201 = GenerateMerchantQrResponse201.from_dict(response.json())



        return response_201

    if response.status_code == 403:
        response_403 = GenerateMerchantQrResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 409:
        response_409 = GenerateMerchantQrResponse409.from_dict(response.json())



        return response_409

    if response.status_code == 422:
        response_422 = GenerateMerchantQrResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = GenerateMerchantQrResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = GenerateMerchantQrResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = GenerateMerchantQrResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[GenerateMerchantQrResponse201 | GenerateMerchantQrResponse403 | GenerateMerchantQrResponse409 | GenerateMerchantQrResponse422 | GenerateMerchantQrResponse429 | GenerateMerchantQrResponse500 | GenerateMerchantQrResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: GenerateMerchantQrBody,
    idempotency_key: UUID,

) -> Response[GenerateMerchantQrResponse201 | GenerateMerchantQrResponse403 | GenerateMerchantQrResponse409 | GenerateMerchantQrResponse422 | GenerateMerchantQrResponse429 | GenerateMerchantQrResponse500 | GenerateMerchantQrResponse503]:
    """ Generate a merchant-presented QR

     A QR for the point of sale to show; its payment awaits the customer who scans it.

    Args:
        idempotency_key (UUID):
        body (GenerateMerchantQrBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GenerateMerchantQrResponse201 | GenerateMerchantQrResponse403 | GenerateMerchantQrResponse409 | GenerateMerchantQrResponse422 | GenerateMerchantQrResponse429 | GenerateMerchantQrResponse500 | GenerateMerchantQrResponse503]
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
    body: GenerateMerchantQrBody,
    idempotency_key: UUID,

) -> GenerateMerchantQrResponse201 | GenerateMerchantQrResponse403 | GenerateMerchantQrResponse409 | GenerateMerchantQrResponse422 | GenerateMerchantQrResponse429 | GenerateMerchantQrResponse500 | GenerateMerchantQrResponse503 | None:
    """ Generate a merchant-presented QR

     A QR for the point of sale to show; its payment awaits the customer who scans it.

    Args:
        idempotency_key (UUID):
        body (GenerateMerchantQrBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GenerateMerchantQrResponse201 | GenerateMerchantQrResponse403 | GenerateMerchantQrResponse409 | GenerateMerchantQrResponse422 | GenerateMerchantQrResponse429 | GenerateMerchantQrResponse500 | GenerateMerchantQrResponse503
     """


    return sync_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: GenerateMerchantQrBody,
    idempotency_key: UUID,

) -> Response[GenerateMerchantQrResponse201 | GenerateMerchantQrResponse403 | GenerateMerchantQrResponse409 | GenerateMerchantQrResponse422 | GenerateMerchantQrResponse429 | GenerateMerchantQrResponse500 | GenerateMerchantQrResponse503]:
    """ Generate a merchant-presented QR

     A QR for the point of sale to show; its payment awaits the customer who scans it.

    Args:
        idempotency_key (UUID):
        body (GenerateMerchantQrBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GenerateMerchantQrResponse201 | GenerateMerchantQrResponse403 | GenerateMerchantQrResponse409 | GenerateMerchantQrResponse422 | GenerateMerchantQrResponse429 | GenerateMerchantQrResponse500 | GenerateMerchantQrResponse503]
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
    body: GenerateMerchantQrBody,
    idempotency_key: UUID,

) -> GenerateMerchantQrResponse201 | GenerateMerchantQrResponse403 | GenerateMerchantQrResponse409 | GenerateMerchantQrResponse422 | GenerateMerchantQrResponse429 | GenerateMerchantQrResponse500 | GenerateMerchantQrResponse503 | None:
    """ Generate a merchant-presented QR

     A QR for the point of sale to show; its payment awaits the customer who scans it.

    Args:
        idempotency_key (UUID):
        body (GenerateMerchantQrBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GenerateMerchantQrResponse201 | GenerateMerchantQrResponse403 | GenerateMerchantQrResponse409 | GenerateMerchantQrResponse422 | GenerateMerchantQrResponse429 | GenerateMerchantQrResponse500 | GenerateMerchantQrResponse503
     """


    return (await asyncio_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
