from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.sandbox_pay_checkout_body import SandboxPayCheckoutBody
from ...models.sandbox_pay_checkout_response_200 import SandboxPayCheckoutResponse200
from ...models.sandbox_pay_checkout_response_401 import SandboxPayCheckoutResponse401
from ...models.sandbox_pay_checkout_response_403 import SandboxPayCheckoutResponse403
from ...models.sandbox_pay_checkout_response_404 import SandboxPayCheckoutResponse404
from ...models.sandbox_pay_checkout_response_409 import SandboxPayCheckoutResponse409
from ...models.sandbox_pay_checkout_response_422 import SandboxPayCheckoutResponse422
from ...models.sandbox_pay_checkout_response_429 import SandboxPayCheckoutResponse429
from ...models.sandbox_pay_checkout_response_500 import SandboxPayCheckoutResponse500
from ...models.sandbox_pay_checkout_response_503 import SandboxPayCheckoutResponse503
from ...types import UNSET, Unset
from typing import cast
from uuid import UUID



def _get_kwargs(
    session_id: str,
    *,
    body: SandboxPayCheckoutBody | Unset = UNSET,
    idempotency_key: UUID,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/sandbox/checkout/sessions/{session_id}/pay".format(session_id=quote(str(session_id), safe=""),),
    }

    
    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> SandboxPayCheckoutResponse200 | SandboxPayCheckoutResponse401 | SandboxPayCheckoutResponse403 | SandboxPayCheckoutResponse404 | SandboxPayCheckoutResponse409 | SandboxPayCheckoutResponse422 | SandboxPayCheckoutResponse429 | SandboxPayCheckoutResponse500 | SandboxPayCheckoutResponse503 | None:
    if response.status_code == 200:
        response_200 = SandboxPayCheckoutResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 401:
        response_401 = SandboxPayCheckoutResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = SandboxPayCheckoutResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = SandboxPayCheckoutResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = SandboxPayCheckoutResponse409.from_dict(response.json())



        return response_409

    if response.status_code == 422:
        response_422 = SandboxPayCheckoutResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = SandboxPayCheckoutResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = SandboxPayCheckoutResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = SandboxPayCheckoutResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[SandboxPayCheckoutResponse200 | SandboxPayCheckoutResponse401 | SandboxPayCheckoutResponse403 | SandboxPayCheckoutResponse404 | SandboxPayCheckoutResponse409 | SandboxPayCheckoutResponse422 | SandboxPayCheckoutResponse429 | SandboxPayCheckoutResponse500 | SandboxPayCheckoutResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    session_id: str,
    *,
    client: AuthenticatedClient,
    body: SandboxPayCheckoutBody | Unset = UNSET,
    idempotency_key: UUID,

) -> Response[SandboxPayCheckoutResponse200 | SandboxPayCheckoutResponse401 | SandboxPayCheckoutResponse403 | SandboxPayCheckoutResponse404 | SandboxPayCheckoutResponse409 | SandboxPayCheckoutResponse422 | SandboxPayCheckoutResponse429 | SandboxPayCheckoutResponse500 | SandboxPayCheckoutResponse503]:
    """ Complete a checkout session as its buyer

    Args:
        session_id (str):
        idempotency_key (UUID):
        body (SandboxPayCheckoutBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[SandboxPayCheckoutResponse200 | SandboxPayCheckoutResponse401 | SandboxPayCheckoutResponse403 | SandboxPayCheckoutResponse404 | SandboxPayCheckoutResponse409 | SandboxPayCheckoutResponse422 | SandboxPayCheckoutResponse429 | SandboxPayCheckoutResponse500 | SandboxPayCheckoutResponse503]
     """


    kwargs = _get_kwargs(
        session_id=session_id,
body=body,
idempotency_key=idempotency_key,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    session_id: str,
    *,
    client: AuthenticatedClient,
    body: SandboxPayCheckoutBody | Unset = UNSET,
    idempotency_key: UUID,

) -> SandboxPayCheckoutResponse200 | SandboxPayCheckoutResponse401 | SandboxPayCheckoutResponse403 | SandboxPayCheckoutResponse404 | SandboxPayCheckoutResponse409 | SandboxPayCheckoutResponse422 | SandboxPayCheckoutResponse429 | SandboxPayCheckoutResponse500 | SandboxPayCheckoutResponse503 | None:
    """ Complete a checkout session as its buyer

    Args:
        session_id (str):
        idempotency_key (UUID):
        body (SandboxPayCheckoutBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        SandboxPayCheckoutResponse200 | SandboxPayCheckoutResponse401 | SandboxPayCheckoutResponse403 | SandboxPayCheckoutResponse404 | SandboxPayCheckoutResponse409 | SandboxPayCheckoutResponse422 | SandboxPayCheckoutResponse429 | SandboxPayCheckoutResponse500 | SandboxPayCheckoutResponse503
     """


    return sync_detailed(
        session_id=session_id,
client=client,
body=body,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    session_id: str,
    *,
    client: AuthenticatedClient,
    body: SandboxPayCheckoutBody | Unset = UNSET,
    idempotency_key: UUID,

) -> Response[SandboxPayCheckoutResponse200 | SandboxPayCheckoutResponse401 | SandboxPayCheckoutResponse403 | SandboxPayCheckoutResponse404 | SandboxPayCheckoutResponse409 | SandboxPayCheckoutResponse422 | SandboxPayCheckoutResponse429 | SandboxPayCheckoutResponse500 | SandboxPayCheckoutResponse503]:
    """ Complete a checkout session as its buyer

    Args:
        session_id (str):
        idempotency_key (UUID):
        body (SandboxPayCheckoutBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[SandboxPayCheckoutResponse200 | SandboxPayCheckoutResponse401 | SandboxPayCheckoutResponse403 | SandboxPayCheckoutResponse404 | SandboxPayCheckoutResponse409 | SandboxPayCheckoutResponse422 | SandboxPayCheckoutResponse429 | SandboxPayCheckoutResponse500 | SandboxPayCheckoutResponse503]
     """


    kwargs = _get_kwargs(
        session_id=session_id,
body=body,
idempotency_key=idempotency_key,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    session_id: str,
    *,
    client: AuthenticatedClient,
    body: SandboxPayCheckoutBody | Unset = UNSET,
    idempotency_key: UUID,

) -> SandboxPayCheckoutResponse200 | SandboxPayCheckoutResponse401 | SandboxPayCheckoutResponse403 | SandboxPayCheckoutResponse404 | SandboxPayCheckoutResponse409 | SandboxPayCheckoutResponse422 | SandboxPayCheckoutResponse429 | SandboxPayCheckoutResponse500 | SandboxPayCheckoutResponse503 | None:
    """ Complete a checkout session as its buyer

    Args:
        session_id (str):
        idempotency_key (UUID):
        body (SandboxPayCheckoutBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        SandboxPayCheckoutResponse200 | SandboxPayCheckoutResponse401 | SandboxPayCheckoutResponse403 | SandboxPayCheckoutResponse404 | SandboxPayCheckoutResponse409 | SandboxPayCheckoutResponse422 | SandboxPayCheckoutResponse429 | SandboxPayCheckoutResponse500 | SandboxPayCheckoutResponse503
     """


    return (await asyncio_detailed(
        session_id=session_id,
client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
