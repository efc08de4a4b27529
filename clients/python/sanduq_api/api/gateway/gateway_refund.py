from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.gateway_refund_body import GatewayRefundBody
from ...models.gateway_refund_response_200 import GatewayRefundResponse200
from ...models.gateway_refund_response_401 import GatewayRefundResponse401
from ...models.gateway_refund_response_403 import GatewayRefundResponse403
from ...models.gateway_refund_response_404 import GatewayRefundResponse404
from ...models.gateway_refund_response_409 import GatewayRefundResponse409
from ...models.gateway_refund_response_422 import GatewayRefundResponse422
from ...models.gateway_refund_response_429 import GatewayRefundResponse429
from ...models.gateway_refund_response_500 import GatewayRefundResponse500
from ...models.gateway_refund_response_503 import GatewayRefundResponse503
from typing import cast
from uuid import UUID



def _get_kwargs(
    payment_id: str,
    *,
    body: GatewayRefundBody,
    idempotency_key: UUID,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/gateway/payments/{payment_id}/refund".format(payment_id=quote(str(payment_id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> GatewayRefundResponse200 | GatewayRefundResponse401 | GatewayRefundResponse403 | GatewayRefundResponse404 | GatewayRefundResponse409 | GatewayRefundResponse422 | GatewayRefundResponse429 | GatewayRefundResponse500 | GatewayRefundResponse503 | None:
    if response.status_code == 200:
        response_200 = GatewayRefundResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 401:
        response_401 = GatewayRefundResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = GatewayRefundResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = GatewayRefundResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = GatewayRefundResponse409.from_dict(response.json())



        return response_409

    if response.status_code == 422:
        response_422 = GatewayRefundResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = GatewayRefundResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = GatewayRefundResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = GatewayRefundResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[GatewayRefundResponse200 | GatewayRefundResponse401 | GatewayRefundResponse403 | GatewayRefundResponse404 | GatewayRefundResponse409 | GatewayRefundResponse422 | GatewayRefundResponse429 | GatewayRefundResponse500 | GatewayRefundResponse503]:
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
    body: GatewayRefundBody,
    idempotency_key: UUID,

) -> Response[GatewayRefundResponse200 | GatewayRefundResponse401 | GatewayRefundResponse403 | GatewayRefundResponse404 | GatewayRefundResponse409 | GatewayRefundResponse422 | GatewayRefundResponse429 | GatewayRefundResponse500 | GatewayRefundResponse503]:
    """ Refund a captured payment (all or part)

    Args:
        payment_id (str):
        idempotency_key (UUID):
        body (GatewayRefundBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GatewayRefundResponse200 | GatewayRefundResponse401 | GatewayRefundResponse403 | GatewayRefundResponse404 | GatewayRefundResponse409 | GatewayRefundResponse422 | GatewayRefundResponse429 | GatewayRefundResponse500 | GatewayRefundResponse503]
     """


    kwargs = _get_kwargs(
        payment_id=payment_id,
body=body,
idempotency_key=idempotency_key,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    payment_id: str,
    *,
    client: AuthenticatedClient,
    body: GatewayRefundBody,
    idempotency_key: UUID,

) -> GatewayRefundResponse200 | GatewayRefundResponse401 | GatewayRefundResponse403 | GatewayRefundResponse404 | GatewayRefundResponse409 | GatewayRefundResponse422 | GatewayRefundResponse429 | GatewayRefundResponse500 | GatewayRefundResponse503 | None:
    """ Refund a captured payment (all or part)

    Args:
        payment_id (str):
        idempotency_key (UUID):
        body (GatewayRefundBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GatewayRefundResponse200 | GatewayRefundResponse401 | GatewayRefundResponse403 | GatewayRefundResponse404 | GatewayRefundResponse409 | GatewayRefundResponse422 | GatewayRefundResponse429 | GatewayRefundResponse500 | GatewayRefundResponse503
     """


    return sync_detailed(
        payment_id=payment_id,
client=client,
body=body,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    payment_id: str,
    *,
    client: AuthenticatedClient,
    body: GatewayRefundBody,
    idempotency_key: UUID,

) -> Response[GatewayRefundResponse200 | GatewayRefundResponse401 | GatewayRefundResponse403 | GatewayRefundResponse404 | GatewayRefundResponse409 | GatewayRefundResponse422 | GatewayRefundResponse429 | GatewayRefundResponse500 | GatewayRefundResponse503]:
    """ Refund a captured payment (all or part)

    Args:
        payment_id (str):
        idempotency_key (UUID):
        body (GatewayRefundBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GatewayRefundResponse200 | GatewayRefundResponse401 | GatewayRefundResponse403 | GatewayRefundResponse404 | GatewayRefundResponse409 | GatewayRefundResponse422 | GatewayRefundResponse429 | GatewayRefundResponse500 | GatewayRefundResponse503]
     """


    kwargs = _get_kwargs(
        payment_id=payment_id,
body=body,
idempotency_key=idempotency_key,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    payment_id: str,
    *,
    client: AuthenticatedClient,
    body: GatewayRefundBody,
    idempotency_key: UUID,

) -> GatewayRefundResponse200 | GatewayRefundResponse401 | GatewayRefundResponse403 | GatewayRefundResponse404 | GatewayRefundResponse409 | GatewayRefundResponse422 | GatewayRefundResponse429 | GatewayRefundResponse500 | GatewayRefundResponse503 | None:
    """ Refund a captured payment (all or part)

    Args:
        payment_id (str):
        idempotency_key (UUID):
        body (GatewayRefundBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GatewayRefundResponse200 | GatewayRefundResponse401 | GatewayRefundResponse403 | GatewayRefundResponse404 | GatewayRefundResponse409 | GatewayRefundResponse422 | GatewayRefundResponse429 | GatewayRefundResponse500 | GatewayRefundResponse503
     """


    return (await asyncio_detailed(
        payment_id=payment_id,
client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
