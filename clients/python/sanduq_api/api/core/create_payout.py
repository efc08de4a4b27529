from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.create_payout_body import CreatePayoutBody
from ...models.create_payout_response_201 import CreatePayoutResponse201
from ...models.create_payout_response_403 import CreatePayoutResponse403
from ...models.create_payout_response_409 import CreatePayoutResponse409
from ...models.create_payout_response_422 import CreatePayoutResponse422
from ...models.create_payout_response_429 import CreatePayoutResponse429
from ...models.create_payout_response_500 import CreatePayoutResponse500
from ...models.create_payout_response_503 import CreatePayoutResponse503
from typing import cast
from uuid import UUID



def _get_kwargs(
    *,
    body: CreatePayoutBody,
    idempotency_key: UUID,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/payouts",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CreatePayoutResponse201 | CreatePayoutResponse403 | CreatePayoutResponse409 | CreatePayoutResponse422 | CreatePayoutResponse429 | CreatePayoutResponse500 | CreatePayoutResponse503 | None:
    if response.status_code == 201:
        response_201 = CreatePayoutResponse201.from_dict(response.json())



        return response_201

    if response.status_code == 403:
        response_403 = CreatePayoutResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 409:
        response_409 = CreatePayoutResponse409.from_dict(response.json())



        return response_409

    if response.status_code == 422:
        response_422 = CreatePayoutResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = CreatePayoutResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = CreatePayoutResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = CreatePayoutResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[CreatePayoutResponse201 | CreatePayoutResponse403 | CreatePayoutResponse409 | CreatePayoutResponse422 | CreatePayoutResponse429 | CreatePayoutResponse500 | CreatePayoutResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: CreatePayoutBody,
    idempotency_key: UUID,

) -> Response[CreatePayoutResponse201 | CreatePayoutResponse403 | CreatePayoutResponse409 | CreatePayoutResponse422 | CreatePayoutResponse429 | CreatePayoutResponse500 | CreatePayoutResponse503]:
    """ Pay money out of your balance to your bank

     The amount leaves your balance at once and the payout is `pending` until the platform (or the bank's
    callback) marks it `paid` or `failed` (the money comes back); events payout.created, payout.paid,
    payout.failed. Sandbox: the destination `sandbox_paid` or `sandbox_failed` ends it at once.

    Args:
        idempotency_key (UUID):
        body (CreatePayoutBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatePayoutResponse201 | CreatePayoutResponse403 | CreatePayoutResponse409 | CreatePayoutResponse422 | CreatePayoutResponse429 | CreatePayoutResponse500 | CreatePayoutResponse503]
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
    body: CreatePayoutBody,
    idempotency_key: UUID,

) -> CreatePayoutResponse201 | CreatePayoutResponse403 | CreatePayoutResponse409 | CreatePayoutResponse422 | CreatePayoutResponse429 | CreatePayoutResponse500 | CreatePayoutResponse503 | None:
    """ Pay money out of your balance to your bank

     The amount leaves your balance at once and the payout is `pending` until the platform (or the bank's
    callback) marks it `paid` or `failed` (the money comes back); events payout.created, payout.paid,
    payout.failed. Sandbox: the destination `sandbox_paid` or `sandbox_failed` ends it at once.

    Args:
        idempotency_key (UUID):
        body (CreatePayoutBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatePayoutResponse201 | CreatePayoutResponse403 | CreatePayoutResponse409 | CreatePayoutResponse422 | CreatePayoutResponse429 | CreatePayoutResponse500 | CreatePayoutResponse503
     """


    return sync_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CreatePayoutBody,
    idempotency_key: UUID,

) -> Response[CreatePayoutResponse201 | CreatePayoutResponse403 | CreatePayoutResponse409 | CreatePayoutResponse422 | CreatePayoutResponse429 | CreatePayoutResponse500 | CreatePayoutResponse503]:
    """ Pay money out of your balance to your bank

     The amount leaves your balance at once and the payout is `pending` until the platform (or the bank's
    callback) marks it `paid` or `failed` (the money comes back); events payout.created, payout.paid,
    payout.failed. Sandbox: the destination `sandbox_paid` or `sandbox_failed` ends it at once.

    Args:
        idempotency_key (UUID):
        body (CreatePayoutBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatePayoutResponse201 | CreatePayoutResponse403 | CreatePayoutResponse409 | CreatePayoutResponse422 | CreatePayoutResponse429 | CreatePayoutResponse500 | CreatePayoutResponse503]
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
    body: CreatePayoutBody,
    idempotency_key: UUID,

) -> CreatePayoutResponse201 | CreatePayoutResponse403 | CreatePayoutResponse409 | CreatePayoutResponse422 | CreatePayoutResponse429 | CreatePayoutResponse500 | CreatePayoutResponse503 | None:
    """ Pay money out of your balance to your bank

     The amount leaves your balance at once and the payout is `pending` until the platform (or the bank's
    callback) marks it `paid` or `failed` (the money comes back); events payout.created, payout.paid,
    payout.failed. Sandbox: the destination `sandbox_paid` or `sandbox_failed` ends it at once.

    Args:
        idempotency_key (UUID):
        body (CreatePayoutBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatePayoutResponse201 | CreatePayoutResponse403 | CreatePayoutResponse409 | CreatePayoutResponse422 | CreatePayoutResponse429 | CreatePayoutResponse500 | CreatePayoutResponse503
     """


    return (await asyncio_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
