from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.sandbox_sms_inbox_response_200 import SandboxSmsInboxResponse200
from ...models.sandbox_sms_inbox_response_403 import SandboxSmsInboxResponse403
from ...models.sandbox_sms_inbox_response_422 import SandboxSmsInboxResponse422
from ...models.sandbox_sms_inbox_response_429 import SandboxSmsInboxResponse429
from ...models.sandbox_sms_inbox_response_500 import SandboxSmsInboxResponse500
from ...models.sandbox_sms_inbox_response_503 import SandboxSmsInboxResponse503
from typing import cast



def _get_kwargs(
    *,
    phone: str,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["phone"] = phone


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/sandbox/sms",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> SandboxSmsInboxResponse200 | SandboxSmsInboxResponse403 | SandboxSmsInboxResponse422 | SandboxSmsInboxResponse429 | SandboxSmsInboxResponse500 | SandboxSmsInboxResponse503 | None:
    if response.status_code == 200:
        response_200 = SandboxSmsInboxResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 403:
        response_403 = SandboxSmsInboxResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 422:
        response_422 = SandboxSmsInboxResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = SandboxSmsInboxResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = SandboxSmsInboxResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = SandboxSmsInboxResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[SandboxSmsInboxResponse200 | SandboxSmsInboxResponse403 | SandboxSmsInboxResponse422 | SandboxSmsInboxResponse429 | SandboxSmsInboxResponse500 | SandboxSmsInboxResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    phone: str,

) -> Response[SandboxSmsInboxResponse200 | SandboxSmsInboxResponse403 | SandboxSmsInboxResponse422 | SandboxSmsInboxResponse429 | SandboxSmsInboxResponse500 | SandboxSmsInboxResponse503]:
    """ Text messages Sanduq sent to a phone (sandbox merchants), newest first

    Args:
        phone (str): the user's phone: E.164 (+9647701234567) or an Iraqi national number (0770
            123 4567); Arabic-Indic digits are read too

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[SandboxSmsInboxResponse200 | SandboxSmsInboxResponse403 | SandboxSmsInboxResponse422 | SandboxSmsInboxResponse429 | SandboxSmsInboxResponse500 | SandboxSmsInboxResponse503]
     """


    kwargs = _get_kwargs(
        phone=phone,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    phone: str,

) -> SandboxSmsInboxResponse200 | SandboxSmsInboxResponse403 | SandboxSmsInboxResponse422 | SandboxSmsInboxResponse429 | SandboxSmsInboxResponse500 | SandboxSmsInboxResponse503 | None:
    """ Text messages Sanduq sent to a phone (sandbox merchants), newest first

    Args:
        phone (str): the user's phone: E.164 (+9647701234567) or an Iraqi national number (0770
            123 4567); Arabic-Indic digits are read too

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        SandboxSmsInboxResponse200 | SandboxSmsInboxResponse403 | SandboxSmsInboxResponse422 | SandboxSmsInboxResponse429 | SandboxSmsInboxResponse500 | SandboxSmsInboxResponse503
     """


    return sync_detailed(
        client=client,
phone=phone,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    phone: str,

) -> Response[SandboxSmsInboxResponse200 | SandboxSmsInboxResponse403 | SandboxSmsInboxResponse422 | SandboxSmsInboxResponse429 | SandboxSmsInboxResponse500 | SandboxSmsInboxResponse503]:
    """ Text messages Sanduq sent to a phone (sandbox merchants), newest first

    Args:
        phone (str): the user's phone: E.164 (+9647701234567) or an Iraqi national number (0770
            123 4567); Arabic-Indic digits are read too

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[SandboxSmsInboxResponse200 | SandboxSmsInboxResponse403 | SandboxSmsInboxResponse422 | SandboxSmsInboxResponse429 | SandboxSmsInboxResponse500 | SandboxSmsInboxResponse503]
     """


    kwargs = _get_kwargs(
        phone=phone,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    phone: str,

) -> SandboxSmsInboxResponse200 | SandboxSmsInboxResponse403 | SandboxSmsInboxResponse422 | SandboxSmsInboxResponse429 | SandboxSmsInboxResponse500 | SandboxSmsInboxResponse503 | None:
    """ Text messages Sanduq sent to a phone (sandbox merchants), newest first

    Args:
        phone (str): the user's phone: E.164 (+9647701234567) or an Iraqi national number (0770
            123 4567); Arabic-Indic digits are read too

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        SandboxSmsInboxResponse200 | SandboxSmsInboxResponse403 | SandboxSmsInboxResponse422 | SandboxSmsInboxResponse429 | SandboxSmsInboxResponse500 | SandboxSmsInboxResponse503
     """


    return (await asyncio_detailed(
        client=client,
phone=phone,

    )).parsed
