from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.charge_customer_qr_body import ChargeCustomerQrBody
from ...models.charge_customer_qr_response_201 import ChargeCustomerQrResponse201
from ...models.charge_customer_qr_response_403 import ChargeCustomerQrResponse403
from ...models.charge_customer_qr_response_404 import ChargeCustomerQrResponse404
from ...models.charge_customer_qr_response_409 import ChargeCustomerQrResponse409
from ...models.charge_customer_qr_response_422 import ChargeCustomerQrResponse422
from ...models.charge_customer_qr_response_429 import ChargeCustomerQrResponse429
from ...models.charge_customer_qr_response_500 import ChargeCustomerQrResponse500
from ...models.charge_customer_qr_response_503 import ChargeCustomerQrResponse503
from typing import cast
from uuid import UUID



def _get_kwargs(
    *,
    body: ChargeCustomerQrBody,
    idempotency_key: UUID,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/embedded/qr/charge",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ChargeCustomerQrResponse201 | ChargeCustomerQrResponse403 | ChargeCustomerQrResponse404 | ChargeCustomerQrResponse409 | ChargeCustomerQrResponse422 | ChargeCustomerQrResponse429 | ChargeCustomerQrResponse500 | ChargeCustomerQrResponse503 | None:
    if response.status_code == 201:
        response_201 = ChargeCustomerQrResponse201.from_dict(response.json())



        return response_201

    if response.status_code == 403:
        response_403 = ChargeCustomerQrResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = ChargeCustomerQrResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = ChargeCustomerQrResponse409.from_dict(response.json())



        return response_409

    if response.status_code == 422:
        response_422 = ChargeCustomerQrResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = ChargeCustomerQrResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = ChargeCustomerQrResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = ChargeCustomerQrResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ChargeCustomerQrResponse201 | ChargeCustomerQrResponse403 | ChargeCustomerQrResponse404 | ChargeCustomerQrResponse409 | ChargeCustomerQrResponse422 | ChargeCustomerQrResponse429 | ChargeCustomerQrResponse500 | ChargeCustomerQrResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: ChargeCustomerQrBody,
    idempotency_key: UUID,

) -> Response[ChargeCustomerQrResponse201 | ChargeCustomerQrResponse403 | ChargeCustomerQrResponse404 | ChargeCustomerQrResponse409 | ChargeCustomerQrResponse422 | ChargeCustomerQrResponse429 | ChargeCustomerQrResponse500 | ChargeCustomerQrResponse503]:
    """ Charge a customer-presented QR

     Charges at once the customer whose wallet shows user_token (one use, short-lived).

    Args:
        idempotency_key (UUID):
        body (ChargeCustomerQrBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChargeCustomerQrResponse201 | ChargeCustomerQrResponse403 | ChargeCustomerQrResponse404 | ChargeCustomerQrResponse409 | ChargeCustomerQrResponse422 | ChargeCustomerQrResponse429 | ChargeCustomerQrResponse500 | ChargeCustomerQrResponse503]
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
    body: ChargeCustomerQrBody,
    idempotency_key: UUID,

) -> ChargeCustomerQrResponse201 | ChargeCustomerQrResponse403 | ChargeCustomerQrResponse404 | ChargeCustomerQrResponse409 | ChargeCustomerQrResponse422 | ChargeCustomerQrResponse429 | ChargeCustomerQrResponse500 | ChargeCustomerQrResponse503 | None:
    """ Charge a customer-presented QR

     Charges at once the customer whose wallet shows user_token (one use, short-lived).

    Args:
        idempotency_key (UUID):
        body (ChargeCustomerQrBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChargeCustomerQrResponse201 | ChargeCustomerQrResponse403 | ChargeCustomerQrResponse404 | ChargeCustomerQrResponse409 | ChargeCustomerQrResponse422 | ChargeCustomerQrResponse429 | ChargeCustomerQrResponse500 | ChargeCustomerQrResponse503
     """


    return sync_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: ChargeCustomerQrBody,
    idempotency_key: UUID,

) -> Response[ChargeCustomerQrResponse201 | ChargeCustomerQrResponse403 | ChargeCustomerQrResponse404 | ChargeCustomerQrResponse409 | ChargeCustomerQrResponse422 | ChargeCustomerQrResponse429 | ChargeCustomerQrResponse500 | ChargeCustomerQrResponse503]:
    """ Charge a customer-presented QR

     Charges at once the customer whose wallet shows user_token (one use, short-lived).

    Args:
        idempotency_key (UUID):
        body (ChargeCustomerQrBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChargeCustomerQrResponse201 | ChargeCustomerQrResponse403 | ChargeCustomerQrResponse404 | ChargeCustomerQrResponse409 | ChargeCustomerQrResponse422 | ChargeCustomerQrResponse429 | ChargeCustomerQrResponse500 | ChargeCustomerQrResponse503]
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
    body: ChargeCustomerQrBody,
    idempotency_key: UUID,

) -> ChargeCustomerQrResponse201 | ChargeCustomerQrResponse403 | ChargeCustomerQrResponse404 | ChargeCustomerQrResponse409 | ChargeCustomerQrResponse422 | ChargeCustomerQrResponse429 | ChargeCustomerQrResponse500 | ChargeCustomerQrResponse503 | None:
    """ Charge a customer-presented QR

     Charges at once the customer whose wallet shows user_token (one use, short-lived).

    Args:
        idempotency_key (UUID):
        body (ChargeCustomerQrBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChargeCustomerQrResponse201 | ChargeCustomerQrResponse403 | ChargeCustomerQrResponse404 | ChargeCustomerQrResponse409 | ChargeCustomerQrResponse422 | ChargeCustomerQrResponse429 | ChargeCustomerQrResponse500 | ChargeCustomerQrResponse503
     """


    return (await asyncio_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
