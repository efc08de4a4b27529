from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.gateway_capture_body import GatewayCaptureBody
from ...models.gateway_capture_response_200 import GatewayCaptureResponse200
from ...models.gateway_capture_response_401 import GatewayCaptureResponse401
from ...models.gateway_capture_response_403 import GatewayCaptureResponse403
from ...models.gateway_capture_response_404 import GatewayCaptureResponse404
from ...models.gateway_capture_response_409 import GatewayCaptureResponse409
from ...models.gateway_capture_response_422 import GatewayCaptureResponse422
from ...models.gateway_capture_response_429 import GatewayCaptureResponse429
from ...models.gateway_capture_response_500 import GatewayCaptureResponse500
from ...models.gateway_capture_response_503 import GatewayCaptureResponse503
from ...types import UNSET, Unset
from typing import cast
from uuid import UUID



def _get_kwargs(
    payment_id: str,
    *,
    body: GatewayCaptureBody | Unset = UNSET,
    idempotency_key: UUID,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/gateway/payments/{payment_id}/capture".format(payment_id=quote(str(payment_id), safe=""),),
    }

    
    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> GatewayCaptureResponse200 | GatewayCaptureResponse401 | GatewayCaptureResponse403 | GatewayCaptureResponse404 | GatewayCaptureResponse409 | GatewayCaptureResponse422 | GatewayCaptureResponse429 | GatewayCaptureResponse500 | GatewayCaptureResponse503 | None:
    if response.status_code == 200:
        response_200 = GatewayCaptureResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 401:
        response_401 = GatewayCaptureResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = GatewayCaptureResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = GatewayCaptureResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = GatewayCaptureResponse409.from_dict(response.json())



        return response_409

    if response.status_code == 422:
        response_422 = GatewayCaptureResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = GatewayCaptureResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = GatewayCaptureResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = GatewayCaptureResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[GatewayCaptureResponse200 | GatewayCaptureResponse401 | GatewayCaptureResponse403 | GatewayCaptureResponse404 | GatewayCaptureResponse409 | GatewayCaptureResponse422 | GatewayCaptureResponse429 | GatewayCaptureResponse500 | GatewayCaptureResponse503]:
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
    body: GatewayCaptureBody | Unset = UNSET,
    idempotency_key: UUID,

) -> Response[GatewayCaptureResponse200 | GatewayCaptureResponse401 | GatewayCaptureResponse403 | GatewayCaptureResponse404 | GatewayCaptureResponse409 | GatewayCaptureResponse422 | GatewayCaptureResponse429 | GatewayCaptureResponse500 | GatewayCaptureResponse503]:
    """ Capture a reserved payment in full

    Args:
        payment_id (str):
        idempotency_key (UUID):
        body (GatewayCaptureBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GatewayCaptureResponse200 | GatewayCaptureResponse401 | GatewayCaptureResponse403 | GatewayCaptureResponse404 | GatewayCaptureResponse409 | GatewayCaptureResponse422 | GatewayCaptureResponse429 | GatewayCaptureResponse500 | GatewayCaptureResponse503]
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
    body: GatewayCaptureBody | Unset = UNSET,
    idempotency_key: UUID,

) -> GatewayCaptureResponse200 | GatewayCaptureResponse401 | GatewayCaptureResponse403 | GatewayCaptureResponse404 | GatewayCaptureResponse409 | GatewayCaptureResponse422 | GatewayCaptureResponse429 | GatewayCaptureResponse500 | GatewayCaptureResponse503 | None:
    """ Capture a reserved payment in full

    Args:
        payment_id (str):
        idempotency_key (UUID):
        body (GatewayCaptureBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GatewayCaptureResponse200 | GatewayCaptureResponse401 | GatewayCaptureResponse403 | GatewayCaptureResponse404 | GatewayCaptureResponse409 | GatewayCaptureResponse422 | GatewayCaptureResponse429 | GatewayCaptureResponse500 | GatewayCaptureResponse503
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
    body: GatewayCaptureBody | Unset = UNSET,
    idempotency_key: UUID,

) -> Response[GatewayCaptureResponse200 | GatewayCaptureResponse401 | GatewayCaptureResponse403 | GatewayCaptureResponse404 | GatewayCaptureResponse409 | GatewayCaptureResponse422 | GatewayCaptureResponse429 | GatewayCaptureResponse500 | GatewayCaptureResponse503]:
    """ Capture a reserved payment in full

    Args:
        payment_id (str):
        idempotency_key (UUID):
        body (GatewayCaptureBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GatewayCaptureResponse200 | GatewayCaptureResponse401 | GatewayCaptureResponse403 | GatewayCaptureResponse404 | GatewayCaptureResponse409 | GatewayCaptureResponse422 | GatewayCaptureResponse429 | GatewayCaptureResponse500 | GatewayCaptureResponse503]
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
    body: GatewayCaptureBody | Unset = UNSET,
    idempotency_key: UUID,

) -> GatewayCaptureResponse200 | GatewayCaptureResponse401 | GatewayCaptureResponse403 | GatewayCaptureResponse404 | GatewayCaptureResponse409 | GatewayCaptureResponse422 | GatewayCaptureResponse429 | GatewayCaptureResponse500 | GatewayCaptureResponse503 | None:
    """ Capture a reserved payment in full

    Args:
        payment_id (str):
        idempotency_key (UUID):
        body (GatewayCaptureBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GatewayCaptureResponse200 | GatewayCaptureResponse401 | GatewayCaptureResponse403 | GatewayCaptureResponse404 | GatewayCaptureResponse409 | GatewayCaptureResponse422 | GatewayCaptureResponse429 | GatewayCaptureResponse500 | GatewayCaptureResponse503
     """


    return (await asyncio_detailed(
        payment_id=payment_id,
client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
