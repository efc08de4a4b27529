from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.refund_payment_body import RefundPaymentBody
from ...models.refund_payment_response_200 import RefundPaymentResponse200
from ...models.refund_payment_response_403 import RefundPaymentResponse403
from ...models.refund_payment_response_404 import RefundPaymentResponse404
from ...models.refund_payment_response_409 import RefundPaymentResponse409
from ...models.refund_payment_response_422 import RefundPaymentResponse422
from ...models.refund_payment_response_429 import RefundPaymentResponse429
from ...models.refund_payment_response_500 import RefundPaymentResponse500
from ...models.refund_payment_response_503 import RefundPaymentResponse503
from typing import cast
from uuid import UUID



def _get_kwargs(
    payment_id: str,
    *,
    body: RefundPaymentBody,
    idempotency_key: UUID,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/payments/{payment_id}/refund".format(payment_id=quote(str(payment_id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> RefundPaymentResponse200 | RefundPaymentResponse403 | RefundPaymentResponse404 | RefundPaymentResponse409 | RefundPaymentResponse422 | RefundPaymentResponse429 | RefundPaymentResponse500 | RefundPaymentResponse503 | None:
    if response.status_code == 200:
        response_200 = RefundPaymentResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 403:
        response_403 = RefundPaymentResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = RefundPaymentResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = RefundPaymentResponse409.from_dict(response.json())



        return response_409

    if response.status_code == 422:
        response_422 = RefundPaymentResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = RefundPaymentResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = RefundPaymentResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = RefundPaymentResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[RefundPaymentResponse200 | RefundPaymentResponse403 | RefundPaymentResponse404 | RefundPaymentResponse409 | RefundPaymentResponse422 | RefundPaymentResponse429 | RefundPaymentResponse500 | RefundPaymentResponse503]:
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
    body: RefundPaymentBody,
    idempotency_key: UUID,

) -> Response[RefundPaymentResponse200 | RefundPaymentResponse403 | RefundPaymentResponse404 | RefundPaymentResponse409 | RefundPaymentResponse422 | RefundPaymentResponse429 | RefundPaymentResponse500 | RefundPaymentResponse503]:
    """ Refund a captured payment (all or part)

    Args:
        payment_id (str):
        idempotency_key (UUID):
        body (RefundPaymentBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[RefundPaymentResponse200 | RefundPaymentResponse403 | RefundPaymentResponse404 | RefundPaymentResponse409 | RefundPaymentResponse422 | RefundPaymentResponse429 | RefundPaymentResponse500 | RefundPaymentResponse503]
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
    body: RefundPaymentBody,
    idempotency_key: UUID,

) -> RefundPaymentResponse200 | RefundPaymentResponse403 | RefundPaymentResponse404 | RefundPaymentResponse409 | RefundPaymentResponse422 | RefundPaymentResponse429 | RefundPaymentResponse500 | RefundPaymentResponse503 | None:
    """ Refund a captured payment (all or part)

    Args:
        payment_id (str):
        idempotency_key (UUID):
        body (RefundPaymentBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        RefundPaymentResponse200 | RefundPaymentResponse403 | RefundPaymentResponse404 | RefundPaymentResponse409 | RefundPaymentResponse422 | RefundPaymentResponse429 | RefundPaymentResponse500 | RefundPaymentResponse503
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
    body: RefundPaymentBody,
    idempotency_key: UUID,

) -> Response[RefundPaymentResponse200 | RefundPaymentResponse403 | RefundPaymentResponse404 | RefundPaymentResponse409 | RefundPaymentResponse422 | RefundPaymentResponse429 | RefundPaymentResponse500 | RefundPaymentResponse503]:
    """ Refund a captured payment (all or part)

    Args:
        payment_id (str):
        idempotency_key (UUID):
        body (RefundPaymentBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[RefundPaymentResponse200 | RefundPaymentResponse403 | RefundPaymentResponse404 | RefundPaymentResponse409 | RefundPaymentResponse422 | RefundPaymentResponse429 | RefundPaymentResponse500 | RefundPaymentResponse503]
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
    body: RefundPaymentBody,
    idempotency_key: UUID,

) -> RefundPaymentResponse200 | RefundPaymentResponse403 | RefundPaymentResponse404 | RefundPaymentResponse409 | RefundPaymentResponse422 | RefundPaymentResponse429 | RefundPaymentResponse500 | RefundPaymentResponse503 | None:
    """ Refund a captured payment (all or part)

    Args:
        payment_id (str):
        idempotency_key (UUID):
        body (RefundPaymentBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        RefundPaymentResponse200 | RefundPaymentResponse403 | RefundPaymentResponse404 | RefundPaymentResponse409 | RefundPaymentResponse422 | RefundPaymentResponse429 | RefundPaymentResponse500 | RefundPaymentResponse503
     """


    return (await asyncio_detailed(
        payment_id=payment_id,
client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
