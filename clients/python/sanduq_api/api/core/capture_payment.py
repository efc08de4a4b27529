from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.capture_payment_body import CapturePaymentBody
from ...models.capture_payment_response_200 import CapturePaymentResponse200
from ...models.capture_payment_response_403 import CapturePaymentResponse403
from ...models.capture_payment_response_404 import CapturePaymentResponse404
from ...models.capture_payment_response_409 import CapturePaymentResponse409
from ...models.capture_payment_response_422 import CapturePaymentResponse422
from ...models.capture_payment_response_429 import CapturePaymentResponse429
from ...models.capture_payment_response_500 import CapturePaymentResponse500
from ...models.capture_payment_response_503 import CapturePaymentResponse503
from ...types import UNSET, Unset
from typing import cast
from uuid import UUID



def _get_kwargs(
    payment_id: str,
    *,
    body: CapturePaymentBody | Unset = UNSET,
    idempotency_key: UUID,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/payments/{payment_id}/capture".format(payment_id=quote(str(payment_id), safe=""),),
    }

    
    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CapturePaymentResponse200 | CapturePaymentResponse403 | CapturePaymentResponse404 | CapturePaymentResponse409 | CapturePaymentResponse422 | CapturePaymentResponse429 | CapturePaymentResponse500 | CapturePaymentResponse503 | None:
    if response.status_code == 200:
        response_200 = CapturePaymentResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 403:
        response_403 = CapturePaymentResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = CapturePaymentResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = CapturePaymentResponse409.from_dict(response.json())



        return response_409

    if response.status_code == 422:
        response_422 = CapturePaymentResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = CapturePaymentResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = CapturePaymentResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = CapturePaymentResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[CapturePaymentResponse200 | CapturePaymentResponse403 | CapturePaymentResponse404 | CapturePaymentResponse409 | CapturePaymentResponse422 | CapturePaymentResponse429 | CapturePaymentResponse500 | CapturePaymentResponse503]:
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
    body: CapturePaymentBody | Unset = UNSET,
    idempotency_key: UUID,

) -> Response[CapturePaymentResponse200 | CapturePaymentResponse403 | CapturePaymentResponse404 | CapturePaymentResponse409 | CapturePaymentResponse422 | CapturePaymentResponse429 | CapturePaymentResponse500 | CapturePaymentResponse503]:
    """ Capture a reserved payment (all or part)

     Moves the held amount to the merchant less commission; a partial capture releases the rest to the
    buyer.

    Args:
        payment_id (str):
        idempotency_key (UUID):
        body (CapturePaymentBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CapturePaymentResponse200 | CapturePaymentResponse403 | CapturePaymentResponse404 | CapturePaymentResponse409 | CapturePaymentResponse422 | CapturePaymentResponse429 | CapturePaymentResponse500 | CapturePaymentResponse503]
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
    body: CapturePaymentBody | Unset = UNSET,
    idempotency_key: UUID,

) -> CapturePaymentResponse200 | CapturePaymentResponse403 | CapturePaymentResponse404 | CapturePaymentResponse409 | CapturePaymentResponse422 | CapturePaymentResponse429 | CapturePaymentResponse500 | CapturePaymentResponse503 | None:
    """ Capture a reserved payment (all or part)

     Moves the held amount to the merchant less commission; a partial capture releases the rest to the
    buyer.

    Args:
        payment_id (str):
        idempotency_key (UUID):
        body (CapturePaymentBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CapturePaymentResponse200 | CapturePaymentResponse403 | CapturePaymentResponse404 | CapturePaymentResponse409 | CapturePaymentResponse422 | CapturePaymentResponse429 | CapturePaymentResponse500 | CapturePaymentResponse503
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
    body: CapturePaymentBody | Unset = UNSET,
    idempotency_key: UUID,

) -> Response[CapturePaymentResponse200 | CapturePaymentResponse403 | CapturePaymentResponse404 | CapturePaymentResponse409 | CapturePaymentResponse422 | CapturePaymentResponse429 | CapturePaymentResponse500 | CapturePaymentResponse503]:
    """ Capture a reserved payment (all or part)

     Moves the held amount to the merchant less commission; a partial capture releases the rest to the
    buyer.

    Args:
        payment_id (str):
        idempotency_key (UUID):
        body (CapturePaymentBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CapturePaymentResponse200 | CapturePaymentResponse403 | CapturePaymentResponse404 | CapturePaymentResponse409 | CapturePaymentResponse422 | CapturePaymentResponse429 | CapturePaymentResponse500 | CapturePaymentResponse503]
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
    body: CapturePaymentBody | Unset = UNSET,
    idempotency_key: UUID,

) -> CapturePaymentResponse200 | CapturePaymentResponse403 | CapturePaymentResponse404 | CapturePaymentResponse409 | CapturePaymentResponse422 | CapturePaymentResponse429 | CapturePaymentResponse500 | CapturePaymentResponse503 | None:
    """ Capture a reserved payment (all or part)

     Moves the held amount to the merchant less commission; a partial capture releases the rest to the
    buyer.

    Args:
        payment_id (str):
        idempotency_key (UUID):
        body (CapturePaymentBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CapturePaymentResponse200 | CapturePaymentResponse403 | CapturePaymentResponse404 | CapturePaymentResponse409 | CapturePaymentResponse422 | CapturePaymentResponse429 | CapturePaymentResponse500 | CapturePaymentResponse503
     """


    return (await asyncio_detailed(
        payment_id=payment_id,
client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
