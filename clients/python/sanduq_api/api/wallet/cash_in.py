from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.cash_in_body import CashInBody
from ...models.cash_in_response_201 import CashInResponse201
from ...models.cash_in_response_403 import CashInResponse403
from ...models.cash_in_response_404 import CashInResponse404
from ...models.cash_in_response_409 import CashInResponse409
from ...models.cash_in_response_422 import CashInResponse422
from ...models.cash_in_response_429 import CashInResponse429
from ...models.cash_in_response_500 import CashInResponse500
from ...models.cash_in_response_503 import CashInResponse503
from typing import cast
from uuid import UUID



def _get_kwargs(
    user_id: str,
    *,
    body: CashInBody,
    idempotency_key: UUID,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/wallets/{user_id}/cash-in".format(user_id=quote(str(user_id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CashInResponse201 | CashInResponse403 | CashInResponse404 | CashInResponse409 | CashInResponse422 | CashInResponse429 | CashInResponse500 | CashInResponse503 | None:
    if response.status_code == 201:
        response_201 = CashInResponse201.from_dict(response.json())



        return response_201

    if response.status_code == 403:
        response_403 = CashInResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = CashInResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = CashInResponse409.from_dict(response.json())



        return response_409

    if response.status_code == 422:
        response_422 = CashInResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = CashInResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = CashInResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = CashInResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[CashInResponse201 | CashInResponse403 | CashInResponse404 | CashInResponse409 | CashInResponse422 | CashInResponse429 | CashInResponse500 | CashInResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    user_id: str,
    *,
    client: AuthenticatedClient,
    body: CashInBody,
    idempotency_key: UUID,

) -> Response[CashInResponse201 | CashInResponse403 | CashInResponse404 | CashInResponse409 | CashInResponse422 | CashInResponse429 | CashInResponse500 | CashInResponse503]:
    """ Move money from your balance into a user's wallet (cash taken at your counter)

     The user is named by service id or external id. Refused when your balance cannot cover it
    (INSUFFICIENT_BALANCE), when the wallet is frozen for credits (ACCOUNT_FROZEN), or when the wallet
    would hold more than its identity tier allows (TIER_UPGRADE_REQUIRED, details.max_balance). The
    user's statement shows a cash_in line; event cash_in.completed.

    Args:
        user_id (str):
        idempotency_key (UUID):
        body (CashInBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CashInResponse201 | CashInResponse403 | CashInResponse404 | CashInResponse409 | CashInResponse422 | CashInResponse429 | CashInResponse500 | CashInResponse503]
     """


    kwargs = _get_kwargs(
        user_id=user_id,
body=body,
idempotency_key=idempotency_key,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    user_id: str,
    *,
    client: AuthenticatedClient,
    body: CashInBody,
    idempotency_key: UUID,

) -> CashInResponse201 | CashInResponse403 | CashInResponse404 | CashInResponse409 | CashInResponse422 | CashInResponse429 | CashInResponse500 | CashInResponse503 | None:
    """ Move money from your balance into a user's wallet (cash taken at your counter)

     The user is named by service id or external id. Refused when your balance cannot cover it
    (INSUFFICIENT_BALANCE), when the wallet is frozen for credits (ACCOUNT_FROZEN), or when the wallet
    would hold more than its identity tier allows (TIER_UPGRADE_REQUIRED, details.max_balance). The
    user's statement shows a cash_in line; event cash_in.completed.

    Args:
        user_id (str):
        idempotency_key (UUID):
        body (CashInBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CashInResponse201 | CashInResponse403 | CashInResponse404 | CashInResponse409 | CashInResponse422 | CashInResponse429 | CashInResponse500 | CashInResponse503
     """


    return sync_detailed(
        user_id=user_id,
client=client,
body=body,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    user_id: str,
    *,
    client: AuthenticatedClient,
    body: CashInBody,
    idempotency_key: UUID,

) -> Response[CashInResponse201 | CashInResponse403 | CashInResponse404 | CashInResponse409 | CashInResponse422 | CashInResponse429 | CashInResponse500 | CashInResponse503]:
    """ Move money from your balance into a user's wallet (cash taken at your counter)

     The user is named by service id or external id. Refused when your balance cannot cover it
    (INSUFFICIENT_BALANCE), when the wallet is frozen for credits (ACCOUNT_FROZEN), or when the wallet
    would hold more than its identity tier allows (TIER_UPGRADE_REQUIRED, details.max_balance). The
    user's statement shows a cash_in line; event cash_in.completed.

    Args:
        user_id (str):
        idempotency_key (UUID):
        body (CashInBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CashInResponse201 | CashInResponse403 | CashInResponse404 | CashInResponse409 | CashInResponse422 | CashInResponse429 | CashInResponse500 | CashInResponse503]
     """


    kwargs = _get_kwargs(
        user_id=user_id,
body=body,
idempotency_key=idempotency_key,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    user_id: str,
    *,
    client: AuthenticatedClient,
    body: CashInBody,
    idempotency_key: UUID,

) -> CashInResponse201 | CashInResponse403 | CashInResponse404 | CashInResponse409 | CashInResponse422 | CashInResponse429 | CashInResponse500 | CashInResponse503 | None:
    """ Move money from your balance into a user's wallet (cash taken at your counter)

     The user is named by service id or external id. Refused when your balance cannot cover it
    (INSUFFICIENT_BALANCE), when the wallet is frozen for credits (ACCOUNT_FROZEN), or when the wallet
    would hold more than its identity tier allows (TIER_UPGRADE_REQUIRED, details.max_balance). The
    user's statement shows a cash_in line; event cash_in.completed.

    Args:
        user_id (str):
        idempotency_key (UUID):
        body (CashInBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CashInResponse201 | CashInResponse403 | CashInResponse404 | CashInResponse409 | CashInResponse422 | CashInResponse429 | CashInResponse500 | CashInResponse503
     """


    return (await asyncio_detailed(
        user_id=user_id,
client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
