from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.sandbox_pay_qr_body import SandboxPayQrBody
from ...models.sandbox_pay_qr_response_200 import SandboxPayQrResponse200
from ...models.sandbox_pay_qr_response_401 import SandboxPayQrResponse401
from ...models.sandbox_pay_qr_response_403 import SandboxPayQrResponse403
from ...models.sandbox_pay_qr_response_404 import SandboxPayQrResponse404
from ...models.sandbox_pay_qr_response_409 import SandboxPayQrResponse409
from ...models.sandbox_pay_qr_response_422 import SandboxPayQrResponse422
from ...models.sandbox_pay_qr_response_429 import SandboxPayQrResponse429
from ...models.sandbox_pay_qr_response_500 import SandboxPayQrResponse500
from ...models.sandbox_pay_qr_response_503 import SandboxPayQrResponse503
from typing import cast
from uuid import UUID



def _get_kwargs(
    qr_id: str,
    *,
    body: SandboxPayQrBody,
    idempotency_key: UUID,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/sandbox/qr/{qr_id}/pay".format(qr_id=quote(str(qr_id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> SandboxPayQrResponse200 | SandboxPayQrResponse401 | SandboxPayQrResponse403 | SandboxPayQrResponse404 | SandboxPayQrResponse409 | SandboxPayQrResponse422 | SandboxPayQrResponse429 | SandboxPayQrResponse500 | SandboxPayQrResponse503 | None:
    if response.status_code == 200:
        response_200 = SandboxPayQrResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 401:
        response_401 = SandboxPayQrResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = SandboxPayQrResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = SandboxPayQrResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = SandboxPayQrResponse409.from_dict(response.json())



        return response_409

    if response.status_code == 422:
        response_422 = SandboxPayQrResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = SandboxPayQrResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = SandboxPayQrResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = SandboxPayQrResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[SandboxPayQrResponse200 | SandboxPayQrResponse401 | SandboxPayQrResponse403 | SandboxPayQrResponse404 | SandboxPayQrResponse409 | SandboxPayQrResponse422 | SandboxPayQrResponse429 | SandboxPayQrResponse500 | SandboxPayQrResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    qr_id: str,
    *,
    client: AuthenticatedClient,
    body: SandboxPayQrBody,
    idempotency_key: UUID,

) -> Response[SandboxPayQrResponse200 | SandboxPayQrResponse401 | SandboxPayQrResponse403 | SandboxPayQrResponse404 | SandboxPayQrResponse409 | SandboxPayQrResponse422 | SandboxPayQrResponse429 | SandboxPayQrResponse500 | SandboxPayQrResponse503]:
    """ Pay a merchant-presented QR as a customer

    Args:
        qr_id (str):
        idempotency_key (UUID):
        body (SandboxPayQrBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[SandboxPayQrResponse200 | SandboxPayQrResponse401 | SandboxPayQrResponse403 | SandboxPayQrResponse404 | SandboxPayQrResponse409 | SandboxPayQrResponse422 | SandboxPayQrResponse429 | SandboxPayQrResponse500 | SandboxPayQrResponse503]
     """


    kwargs = _get_kwargs(
        qr_id=qr_id,
body=body,
idempotency_key=idempotency_key,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    qr_id: str,
    *,
    client: AuthenticatedClient,
    body: SandboxPayQrBody,
    idempotency_key: UUID,

) -> SandboxPayQrResponse200 | SandboxPayQrResponse401 | SandboxPayQrResponse403 | SandboxPayQrResponse404 | SandboxPayQrResponse409 | SandboxPayQrResponse422 | SandboxPayQrResponse429 | SandboxPayQrResponse500 | SandboxPayQrResponse503 | None:
    """ Pay a merchant-presented QR as a customer

    Args:
        qr_id (str):
        idempotency_key (UUID):
        body (SandboxPayQrBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        SandboxPayQrResponse200 | SandboxPayQrResponse401 | SandboxPayQrResponse403 | SandboxPayQrResponse404 | SandboxPayQrResponse409 | SandboxPayQrResponse422 | SandboxPayQrResponse429 | SandboxPayQrResponse500 | SandboxPayQrResponse503
     """


    return sync_detailed(
        qr_id=qr_id,
client=client,
body=body,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    qr_id: str,
    *,
    client: AuthenticatedClient,
    body: SandboxPayQrBody,
    idempotency_key: UUID,

) -> Response[SandboxPayQrResponse200 | SandboxPayQrResponse401 | SandboxPayQrResponse403 | SandboxPayQrResponse404 | SandboxPayQrResponse409 | SandboxPayQrResponse422 | SandboxPayQrResponse429 | SandboxPayQrResponse500 | SandboxPayQrResponse503]:
    """ Pay a merchant-presented QR as a customer

    Args:
        qr_id (str):
        idempotency_key (UUID):
        body (SandboxPayQrBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[SandboxPayQrResponse200 | SandboxPayQrResponse401 | SandboxPayQrResponse403 | SandboxPayQrResponse404 | SandboxPayQrResponse409 | SandboxPayQrResponse422 | SandboxPayQrResponse429 | SandboxPayQrResponse500 | SandboxPayQrResponse503]
     """


    kwargs = _get_kwargs(
        qr_id=qr_id,
body=body,
idempotency_key=idempotency_key,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    qr_id: str,
    *,
    client: AuthenticatedClient,
    body: SandboxPayQrBody,
    idempotency_key: UUID,

) -> SandboxPayQrResponse200 | SandboxPayQrResponse401 | SandboxPayQrResponse403 | SandboxPayQrResponse404 | SandboxPayQrResponse409 | SandboxPayQrResponse422 | SandboxPayQrResponse429 | SandboxPayQrResponse500 | SandboxPayQrResponse503 | None:
    """ Pay a merchant-presented QR as a customer

    Args:
        qr_id (str):
        idempotency_key (UUID):
        body (SandboxPayQrBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        SandboxPayQrResponse200 | SandboxPayQrResponse401 | SandboxPayQrResponse403 | SandboxPayQrResponse404 | SandboxPayQrResponse409 | SandboxPayQrResponse422 | SandboxPayQrResponse429 | SandboxPayQrResponse500 | SandboxPayQrResponse503
     """


    return (await asyncio_detailed(
        qr_id=qr_id,
client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
