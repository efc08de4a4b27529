from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.gateway_void_body import GatewayVoidBody
from ...models.gateway_void_response_200 import GatewayVoidResponse200
from ...models.gateway_void_response_401 import GatewayVoidResponse401
from ...models.gateway_void_response_403 import GatewayVoidResponse403
from ...models.gateway_void_response_404 import GatewayVoidResponse404
from ...models.gateway_void_response_409 import GatewayVoidResponse409
from ...models.gateway_void_response_422 import GatewayVoidResponse422
from ...models.gateway_void_response_429 import GatewayVoidResponse429
from ...models.gateway_void_response_500 import GatewayVoidResponse500
from ...models.gateway_void_response_503 import GatewayVoidResponse503
from ...types import UNSET, Unset
from typing import cast
from uuid import UUID



def _get_kwargs(
    payment_id: str,
    *,
    body: GatewayVoidBody | Unset = UNSET,
    idempotency_key: UUID,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/gateway/payments/{payment_id}/void".format(payment_id=quote(str(payment_id), safe=""),),
    }

    
    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> GatewayVoidResponse200 | GatewayVoidResponse401 | GatewayVoidResponse403 | GatewayVoidResponse404 | GatewayVoidResponse409 | GatewayVoidResponse422 | GatewayVoidResponse429 | GatewayVoidResponse500 | GatewayVoidResponse503 | None:
    if response.status_code == 200:
        response_200 = GatewayVoidResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 401:
        response_401 = GatewayVoidResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = GatewayVoidResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = GatewayVoidResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = GatewayVoidResponse409.from_dict(response.json())



        return response_409

    if response.status_code == 422:
        response_422 = GatewayVoidResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = GatewayVoidResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = GatewayVoidResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = GatewayVoidResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[GatewayVoidResponse200 | GatewayVoidResponse401 | GatewayVoidResponse403 | GatewayVoidResponse404 | GatewayVoidResponse409 | GatewayVoidResponse422 | GatewayVoidResponse429 | GatewayVoidResponse500 | GatewayVoidResponse503]:
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
    body: GatewayVoidBody | Unset = UNSET,
    idempotency_key: UUID,

) -> Response[GatewayVoidResponse200 | GatewayVoidResponse401 | GatewayVoidResponse403 | GatewayVoidResponse404 | GatewayVoidResponse409 | GatewayVoidResponse422 | GatewayVoidResponse429 | GatewayVoidResponse500 | GatewayVoidResponse503]:
    """ Void a reserved payment (the hold returns to the buyer)

    Args:
        payment_id (str):
        idempotency_key (UUID):
        body (GatewayVoidBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GatewayVoidResponse200 | GatewayVoidResponse401 | GatewayVoidResponse403 | GatewayVoidResponse404 | GatewayVoidResponse409 | GatewayVoidResponse422 | GatewayVoidResponse429 | GatewayVoidResponse500 | GatewayVoidResponse503]
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
    body: GatewayVoidBody | Unset = UNSET,
    idempotency_key: UUID,

) -> GatewayVoidResponse200 | GatewayVoidResponse401 | GatewayVoidResponse403 | GatewayVoidResponse404 | GatewayVoidResponse409 | GatewayVoidResponse422 | GatewayVoidResponse429 | GatewayVoidResponse500 | GatewayVoidResponse503 | None:
    """ Void a reserved payment (the hold returns to the buyer)

    Args:
        payment_id (str):
        idempotency_key (UUID):
        body (GatewayVoidBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GatewayVoidResponse200 | GatewayVoidResponse401 | GatewayVoidResponse403 | GatewayVoidResponse404 | GatewayVoidResponse409 | GatewayVoidResponse422 | GatewayVoidResponse429 | GatewayVoidResponse500 | GatewayVoidResponse503
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
    body: GatewayVoidBody | Unset = UNSET,
    idempotency_key: UUID,

) -> Response[GatewayVoidResponse200 | GatewayVoidResponse401 | GatewayVoidResponse403 | GatewayVoidResponse404 | GatewayVoidResponse409 | GatewayVoidResponse422 | GatewayVoidResponse429 | GatewayVoidResponse500 | GatewayVoidResponse503]:
    """ Void a reserved payment (the hold returns to the buyer)

    Args:
        payment_id (str):
        idempotency_key (UUID):
        body (GatewayVoidBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GatewayVoidResponse200 | GatewayVoidResponse401 | GatewayVoidResponse403 | GatewayVoidResponse404 | GatewayVoidResponse409 | GatewayVoidResponse422 | GatewayVoidResponse429 | GatewayVoidResponse500 | GatewayVoidResponse503]
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
    body: GatewayVoidBody | Unset = UNSET,
    idempotency_key: UUID,

) -> GatewayVoidResponse200 | GatewayVoidResponse401 | GatewayVoidResponse403 | GatewayVoidResponse404 | GatewayVoidResponse409 | GatewayVoidResponse422 | GatewayVoidResponse429 | GatewayVoidResponse500 | GatewayVoidResponse503 | None:
    """ Void a reserved payment (the hold returns to the buyer)

    Args:
        payment_id (str):
        idempotency_key (UUID):
        body (GatewayVoidBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GatewayVoidResponse200 | GatewayVoidResponse401 | GatewayVoidResponse403 | GatewayVoidResponse404 | GatewayVoidResponse409 | GatewayVoidResponse422 | GatewayVoidResponse429 | GatewayVoidResponse500 | GatewayVoidResponse503
     """


    return (await asyncio_detailed(
        payment_id=payment_id,
client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
